/**
 * The floods of the abuse run in a process of their own (started by abuse.ts at a lower CPU priority):
 * an attacker's CPU is not the server's, and the flood's own work (150 streams read to the end, 20
 * verifications parsed) must not delay the health probe and the well-behaved client that measure the
 * server. Says `READY` once loaded, then reads its orders as one JSON line on stdin; prints `FLOODS <json>`
 * (each flood's latencies and statuses) as its last line.
 */
import { claimFlood, failedAuthFlood, Flood, streamFlood, verificationFlood } from './floods';
import { Latencies } from './latency';

/** What abuse.ts asks of the flood process. */
export interface FloodOrders {
  urls: string[];
  until: number;
  scorer: string;
  auditor: string;
  session: string;
  claims: { session: string; deal: number; id: string }[];
}

/** The line the flood process ends with. */
export type FloodReport = Record<string, { ms: number[]; statuses: Record<string, number> }>;

async function main(): Promise<void> {
  process.stdout.write('READY\n');
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const o = JSON.parse(input) as FloodOrders;
  const f = (budget: number): Flood => ({ urls: o.urls, until: o.until, budget });
  const l = {
    claims: new Latencies(),
    streams: new Latencies(),
    verifications: new Latencies(),
    failedAuth: new Latencies(),
  };
  await Promise.all([
    claimFlood(f(3_000), o.scorer, o.claims, l.claims),
    streamFlood(f(20_000), o.auditor, o.session, l.streams),
    verificationFlood(f(2_000), o.auditor, o.session, l.verifications),
    failedAuthFlood(f(50_000), o.session, l.failedAuth),
  ]);
  const report: FloodReport = Object.fromEntries(
    Object.entries(l).map(([k, v]) => [k, { ms: v.ms, statuses: v.statuses }]),
  );
  // a pipe is written asynchronously: exit only once the whole line is out
  await new Promise<void>((resolve) => process.stdout.write(`FLOODS ${JSON.stringify(report)}\n`, () => resolve()));
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
