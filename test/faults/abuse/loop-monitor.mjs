/**
 * Preloaded into each API process of `npm run test:abuse` (`node --import`): a timer probe on the
 * process's own event loop. Once a second it writes to stderr `LOOPMON {"at", "held", "heldNoGc", "gap"}`:
 * the longest gap between two ticks that this thread spent running (the gap capped by its own CPU time,
 * so time the shared machine gave to other processes is not counted), the same less garbage-collection
 * pauses, and the longest wall-clock gap. It tells a held loop from a starved process.
 */
import { PerformanceObserver } from 'node:perf_hooks';

const cpu = () => {
  const u = process.threadCpuUsage ? process.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
};
let lastWall = performance.now();
let lastCpu = cpu();
let window = { held: 0, heldNoGc: 0, gap: 0 };
const gcs = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcs.push({ start: e.startTime, duration: e.duration });
}).observe({ entryTypes: ['gc'] });
const pending = [];
function tick() {
  const wall = performance.now();
  const c = cpu();
  const gap = wall - lastWall - 2;
  const held = Math.min(gap, c - lastCpu);
  window.gap = Math.max(window.gap, gap);
  window.held = Math.max(window.held, held);
  if (held > 5) pending.push({ from: lastWall, to: wall, held });
  lastWall = wall;
  lastCpu = c;
  setTimeout(tick, 2).unref();
}
setTimeout(tick, 2).unref();
setInterval(() => {
  for (const g of pending.splice(0)) {
    const gc = gcs.filter((x) => x.start >= g.from && x.start < g.to).reduce((s, x) => s + x.duration, 0);
    window.heldNoGc = Math.max(window.heldNoGc, g.held - gc);
  }
  gcs.splice(0, Math.max(0, gcs.length - 200));
  process.stderr.write(`LOOPMON ${JSON.stringify({ at: Date.now(), ...window })}\n`);
  window = { held: 0, heldNoGc: 0, gap: 0 };
}, 1000).unref();
