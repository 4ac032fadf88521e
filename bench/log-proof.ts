/**
 * `npm run bench:log-proof`: an inclusion proof plus a consistency proof for a club log of BENCH_LEAVES
 * leaves (default 1,000,000), each read from the log tables in PostgreSQL by the server's own reader
 * (LogReader: the tree size, then every node the proof needs in one statement) and assembled. The log
 * is bulk-loaded into a benchmark database with the app's schema: the leaves by generate_series in SQL
 * (event hash i = SHA-256 of i as 8 bytes; batches of 2,000 leaves, as the sequencer's steps at most), the stored nodes (levels 4, 8, …) computed by the
 * library's Frontier and inserted in batches. BENCH_ROUNDS (default 400) pairs at random leaves and
 * sizes after 50 warm-up pairs; every proof is checked against the root. Prints
 * `BENCH log-proof-1m <median ms> ms` (target < 5), its p95, the inclusion proof's share, this process's
 * CPU time per pair (what a loaded machine cannot inflate) and the load average (the headline is wall
 * time: four round trips to PostgreSQL, each a wait for the scheduler when the machine is busy).
 */
import 'reflect-metadata';
import {
  consistencyProofNodes,
  Frontier,
  leafHash,
  rootFrom,
  rootNodes,
  verifyConsistency,
  verifyInclusion,
} from '@ledger/club-log';
import type { Hash } from '@ledger/club-log';
import { createHash, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import type { LogKeys } from '../apps/ledger-api/src/club-log/club-log.tokens';
import { LogReader } from '../apps/ledger-api/src/club-log/reads/log-reader';
import { nodeGetter, readNodes } from '../apps/ledger-api/src/club-log/store/read-nodes';
import { isStoredLevel } from '../apps/ledger-api/src/club-log/store/tile-height';
import { insertNodes, NodeRow } from '../apps/ledger-api/src/club-log/store/write-log-rows';
import { createTestDatabase } from '../test/support/test-database';
import { seededRandom } from '../test/support/seeded-random';
import { setting } from './support/stats';

const LEAVES = setting('leaves', 'BENCH_LEAVES', 1_000_000);
const ROUNDS = setting('rounds', 'BENCH_ROUNDS', 400);
const WARMUP = 50;
const NAME = LEAVES === 1_000_000 ? 'log-proof-1m' : `log-proof-${LEAVES}`;

/** The event hash the bulk load gives leaf i: SHA-256 of i as a big-endian 8-byte integer (int8send). */
function eventHashOf(i: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(BigInt(i));
  return createHash('sha256').update(b).digest();
}

async function load(pool: Pool, club: string): Promise<Hash> {
  const t0 = performance.now();
  // As the sequencer stores them (ADR 0010, revision): batches of 2,000 leaves, sessions of 1,000 events.
  await pool.query(
    `INSERT INTO log_leaf_batches (club_id, first_leaf, count, hashes)
     SELECT $1, min(i), count(*), string_agg(sha256(int8send(i)), ''::bytea ORDER BY i)
       FROM generate_series(0, $2 - 1) AS i GROUP BY i / 2000 ORDER BY min(i)`,
    [club, LEAVES],
  );
  await pool.query(
    `INSERT INTO log_leaf_runs (club_id, stream_id, first_version, batch_first_leaf, leaves)
     SELECT $1, 'session-' || (i / 1000), min(i % 1000) + 1, (i / 2000) * 2000, array_agg(i ORDER BY i)
       FROM generate_series(0, $2 - 1) AS i GROUP BY i / 1000, i / 2000 ORDER BY i / 1000`,
    [club, LEAVES],
  );
  const f = Frontier.empty();
  let batch: NodeRow[] = [];
  for (let i = 0; i < LEAVES; i++) {
    for (const n of f.append(leafHash(eventHashOf(i)))) {
      if (isStoredLevel(n.id.level)) batch.push({ clubId: club, level: n.id.level, index: n.id.index, hash: n.hash });
    }
    if (batch.length >= 5000) {
      await insertNodes(pool, batch);
      batch = [];
    }
  }
  await insertNodes(pool, batch);
  await pool.query('ANALYZE log_leaf_batches');
  await pool.query('ANALYZE log_leaf_runs');
  await pool.query('ANALYZE log_nodes');
  const nodes = await pool.query<{ n: string }>('SELECT count(*) AS n FROM log_nodes WHERE club_id = $1', [club]);
  console.log(
    `loaded ${LEAVES} leaves and ${nodes.rows[0].n} stored nodes in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return f.root();
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_log_proof');
  const pool = new Pool({ connectionString: db.url, max: 2 });
  try {
    const club = randomUUID();
    const root = await load(pool, club);
    const reader = new LogReader(pool, {} as LogKeys);
    const random = seededRandom(9162);
    const times: number[] = [];
    const inclusionTimes: number[] = [];
    const cpuTimes: number[] = [];
    for (let r = 0; r < WARMUP + ROUNDS; r++) {
      const leaf = Math.floor(random() * LEAVES);
      const from = 1 + Math.floor(random() * (LEAVES - 1));
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const inclusion = await reader.inclusion(club, leaf, LEAVES);
      const t1 = performance.now();
      const consistency = await reader.consistency(club, from, LEAVES);
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      if (r >= WARMUP) {
        times.push(ms);
        inclusionTimes.push(t1 - t0);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
      }
      // Every proof must verify (outside the timing): the bench measures real proofs, not empty reads.
      const b = (p: string[]) => p.map((h) => new Uint8Array(Buffer.from(h, 'base64')));
      if (!verifyInclusion(leaf, LEAVES, leafHash(eventHashOf(leaf)), b(inclusion), root)) {
        throw new Error(`inclusion proof of leaf ${leaf} does not verify`);
      }
      const fromRoot = rootFrom(from, nodeGetter(club, await readNodes(pool, club, rootNodes(from))));
      if (!verifyConsistency(from, LEAVES, b(consistency), fromRoot, root)) {
        throw new Error(`consistency proof from ${from} does not verify`);
      }
      if (r === 0)
        console.log(`a consistency proof from ${from} reads ${consistencyProofNodes(from, LEAVES).length} nodes`);
    }
    times.sort((a, b) => a - b);
    inclusionTimes.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    console.log(`${ROUNDS} inclusion + consistency proofs at ${LEAVES} leaves, each verified`);
    console.log(`BENCH ${NAME} ${percentile(times, 50).toFixed(2)} ms`);
    console.log(`BENCH ${NAME}-p95 ${percentile(times, 95).toFixed(2)} ms`);
    console.log(`BENCH ${NAME}-inclusion ${percentile(inclusionTimes, 50).toFixed(2)} ms`);
    console.log(`BENCH ${NAME}-node-cpu ${percentile(cpuTimes, 50).toFixed(2)} ms`);
    console.log(
      `load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
