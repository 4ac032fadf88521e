/**
 * Laws engine benchmark (`npm run bench:laws`): events folded per second over a large batch of random
 * full whist deals with irregularities (leads out of turn, revokes, hands recorded or not), and revoke
 * detection per deal. The PRNG is seeded here; the library itself stays pure. Rates are measured on
 * this process's CPU time (best of 5), so that a shared, loaded machine does not skew them; the
 * wall-clock fold rate is printed beside it.
 */
import { performance } from 'node:perf_hooks';
import { fold, findBreaches, LawEvent, SessionState } from '../libs/laws/src';
import { dealFromKeys, playRandomDeal } from '../libs/laws/src/testing/random-deal';
import { seededRandom } from '../test/support/seeded-random';

const prng = seededRandom;

const DEALS = Number(process.env.BENCH_DEALS ?? 3000);
const rnd = prng(20261129);
const int = (n: number) => Math.floor(rnd() * n);

const streams: LawEvent[][] = [];
const finals: SessionState[] = [];
const t0 = performance.now();
for (let i = 0; i < DEALS; i++) {
  const keys = Array.from({ length: 52 }, () => int(1_000_000));
  const choices = Array.from({ length: 64 }, () => int(13));
  const r = playRandomDeal(dealFromKeys(keys), choices, {
    recordHands: rnd() < 0.5,
    revokeAt: rnd() < 0.6 ? { trick: 1 + int(12), position: 1 + int(3) } : undefined,
    leadOutOfTurnAt: rnd() < 0.4 ? 1 + int(13) : undefined,
  });
  streams.push(r.events);
  finals.push(r.state);
}
const generateMs = performance.now() - t0;
const totalEvents = streams.reduce((n, s) => n + s.length, 0);

/** CPU time of this thread in ms (the machine may be shared: wall time is reported beside it). */
const cpuMs = () => process.cpuUsage().user / 1000;
let wallRate = 0;
function timeFold(rounds: number): number {
  const start = performance.now();
  const cpu0 = cpuMs();
  let sink = 0;
  for (let r = 0; r < rounds; r++) for (const s of streams) sink += fold(s).version;
  const cpu = cpuMs() - cpu0;
  const ms = performance.now() - start;
  if (sink !== totalEvents * rounds) throw new Error('fold lost events');
  wallRate = Math.max(wallRate, (totalEvents * rounds) / (ms / 1000));
  return (totalEvents * rounds) / (Math.max(cpu, 1e-3) / 1000);
}
timeFold(1);
const foldRate = Math.max(...Array.from({ length: 5 }, () => timeFold(2)));

function timeDetect(rounds: number): number {
  const start = cpuMs();
  let found = 0;
  for (let r = 0; r < rounds; r++) for (const s of finals) found += findBreaches(s.deals[0]).length;
  const ms = cpuMs() - start;
  if (found < 0) throw new Error('impossible');
  return (ms * 1000) / (finals.length * rounds);
}
timeDetect(1);
const detectUs = Math.min(...Array.from({ length: 5 }, () => timeDetect(2)));

const rows: [string, string][] = [
  ['deals generated', `${DEALS} (${generateMs.toFixed(0)} ms through decide)`],
  ['events per batch', `${totalEvents} (${(totalEvents / DEALS).toFixed(1)} per deal)`],
  ['fold (CPU time)', `${Math.round(foldRate).toLocaleString('en')} events/s`],
  ['fold (wall clock)', `${Math.round(wallRate).toLocaleString('en')} events/s`],
  ['revoke detection (CPU)', `${detectUs.toFixed(1)} us/deal`],
];
const w = Math.max(...rows.map((r) => r[0].length));
console.log('laws engine benchmark');
for (const [k, v] of rows) console.log(`  ${k.padEnd(w)}  ${v}`);
console.log(`BENCH laws-fold ${Math.round(foldRate)} events/s`);
console.log(`BENCH laws-revoke-detect ${detectUs.toFixed(1)} us/deal`);
