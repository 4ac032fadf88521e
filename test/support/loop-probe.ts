import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** What a loop probe saw while a piece of work ran. */
export interface LoopDelay {
  /** The longest gap between two probe ticks beyond their 1 ms interval (wall clock), ms. */
  maxGapMs: number;
  /**
   * The longest gap during which this thread was actually running (the gap capped by the thread's own CPU
   * time over it), ms: what the process held the loop for, without the time the machine's other processes
   * took the core (this machine is shared; a descheduled process is not a blocked loop).
   */
  maxHeldMs: number;
  /**
   * maxHeldMs less the garbage collector's pauses inside each gap (perf_hooks `gc` entries): the longest
   * stretch the work itself ran. A collection is a pause of the whole heap, whoever allocated it.
   */
  maxHeldWithoutGcMs: number;
  /** The longest single garbage-collection pause seen, ms. */
  maxGcMs: number;
  /** perf_hooks.monitorEventLoopDelay's max over the same time, ms (wall clock, 10 ms resolution). */
  histogramMaxMs: number;
  /** This thread's CPU time over the work, ms. */
  cpuMs: number;
}

/** CPU time of this thread (of the process where process.threadCpuUsage is missing), ms. */
function cpuNow(): number {
  const p = process as unknown as { threadCpuUsage?: () => NodeJS.CpuUsage };
  const u = p.threadCpuUsage ? p.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Runs `work` while a timer probe ticks every millisecond on the same event loop, and reports the longest
 * time the loop was held (issue 18.3: no request may hold it more than 50 ms). The probe is a timer chain,
 * so any synchronous stretch of `work` (or of the server it calls in this process) shows as a gap.
 */
export async function measureLoop<T>(work: () => Promise<T>): Promise<{ result: T; delay: LoopDelay }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  let lastWall = performance.now();
  let lastCpu = cpuNow();
  let maxGap = 0;
  let maxHeld = 0;
  let on = true;
  const gaps: { from: number; to: number; held: number }[] = [];
  const gcs: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push({ start: e.startTime, duration: e.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  const tick = () => {
    const wall = performance.now();
    const cpu = cpuNow();
    const gap = wall - lastWall - 1;
    const held = Math.min(gap, cpu - lastCpu);
    maxGap = Math.max(maxGap, gap);
    maxHeld = Math.max(maxHeld, held);
    if (held > 5) gaps.push({ from: lastWall, to: wall, held });
    lastWall = wall;
    lastCpu = cpu;
    if (on) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  const cpu0 = cpuNow();
  try {
    const result = await work();
    await new Promise((r) => setTimeout(r, 5)); // let the probe see the last stretch
    await new Promise((r) => setImmediate(r)); // and the observer its last entries
    const gcIn = (g: { from: number; to: number }) =>
      gcs.filter((c) => c.start >= g.from && c.start < g.to).reduce((sum, c) => sum + c.duration, 0);
    return {
      result,
      delay: {
        maxGapMs: maxGap,
        maxHeldMs: maxHeld,
        maxHeldWithoutGcMs: gaps.reduce((m, g) => Math.max(m, g.held - gcIn(g)), 0),
        maxGcMs: gcs.reduce((m, c) => Math.max(m, c.duration), 0),
        histogramMaxMs: h.max / 1e6,
        cpuMs: cpuNow() - cpu0,
      },
    };
  } finally {
    on = false;
    h.disable();
    observer.disconnect();
  }
}
