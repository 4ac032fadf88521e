/**
 * Ad hoc (not part of `npm run bench`): where a rebuild's time goes, process by process. At
 * BENCH_REPLAY_SIZES[0] events (default 100000), BENCH_ROUNDS rounds (default 6) of (raw pg-cursor read,
 * streaming rebuild) in alternating order; for each, the wall time, Node's CPU (`process.cpuUsage`) and
 * the CPU of each server backend of the pool (`/proc/<pid>/stat`: the server must run on this machine).
 * On a shared machine the walls move with the load; the CPU figures much less.
 * `node -r @swc-node/register bench/support/rebuild-cpu.ts`
 */
import { readFileSync } from 'node:fs';
import { Pool, PoolClient } from 'pg';
import Cursor from 'pg-cursor';
import { rebuildProjectionsStreaming } from '../../apps/ledger-api/src/ledger/projections/stream-rebuild';
import { createTestDatabase } from '../../test/support/test-database';
import { generateEvents } from './generate-events';
import { templates } from './sessions';

const SIZE = Number((process.env.BENCH_REPLAY_SIZES ?? '100000').split(',')[0]);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const RAW_SQL = 'SELECT club_id, stream_id, type, data FROM events ORDER BY club_id, stream_id, version';

/** CPU time of a process in ms (user + system), from /proc. */
function cpuMs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

async function rawRead(pool: Pool): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const cursor = c.query(new Cursor(RAW_SQL));
    while ((await cursor.read(5_000)).length === 5_000);
    await cursor.close();
    await c.query('COMMIT');
  } finally {
    c.release();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_rebuild_cpu');
  // Three clients kept open (no idle timeout): the backends measured are the pool's.
  const pool = new Pool({ connectionString: db.url, max: 3, idleTimeoutMillis: 0 });
  try {
    await generateEvents(pool, templates(8), 0, SIZE);
    await pool.query('VACUUM ANALYZE events');
    const clients: PoolClient[] = [await pool.connect(), await pool.connect(), await pool.connect()];
    const pids = clients.map((c) => (c as unknown as { processID: number }).processID);
    clients.forEach((c) => c.release());
    const sides = { raw: () => rawRead(pool), rebuild: () => rebuildProjectionsStreaming(pool) };
    const got = { raw: [] as number[][], rebuild: [] as number[][] };
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? (['raw', 'rebuild'] as const) : (['rebuild', 'raw'] as const);
      const line: string[] = [];
      for (const side of order) {
        const s0 = pids.map(cpuMs);
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await sides[side]();
        const wall = performance.now() - t0;
        const c = process.cpuUsage(c0);
        const server = pids.map((p, i) => cpuMs(p) - s0[i]).filter((x) => x > 0);
        const node = (c.user + c.system) / 1000;
        got[side].push([wall, node, server.reduce((a, b) => a + b, 0)]);
        line.push(
          `${side} ${wall.toFixed(0)} ms, Node ${node.toFixed(0)} ms CPU, backends ${server.join(' + ')} ms CPU`,
        );
      }
      console.log(`round ${r + 1}: ${line.join(' | ')}`);
    }
    for (const side of ['raw', 'rebuild'] as const) {
      const m = (i: number) => median(got[side].map((x) => x[i])).toFixed(0);
      console.log(`${side} medians: wall ${m(0)} ms, Node ${m(1)} ms CPU, server ${m(2)} ms CPU`);
    }
    console.log(
      `ratio of median walls ${(median(got.raw.map((x) => x[0])) / median(got.rebuild.map((x) => x[0]))).toFixed(2)}`,
    );
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
