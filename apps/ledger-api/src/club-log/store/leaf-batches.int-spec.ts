import { randomUUID } from 'node:crypto';
import { inclusionProofNodes, leafHash, verifyInclusion, inclusionProof } from '@ledger/club-log';
import type { QueryRunner } from 'typeorm';
import { ClubLogLeafBatches1764400017500 } from '../../../../../migrations/1764400017500-ClubLogLeafBatches';
import {
  cardEvents,
  openStoreFixture,
  StoreFixture,
  streamId,
} from '../../../../../libs/event-store/src/testing/store-fixture';
import { FrontierCache } from '../sequencer/frontier-cache';
import { LogSequencer } from '../sequencer/log-sequencer';
import { eventually, leavesOf, referenceRoot } from '../testing/log-fixture';
import { readLeafRange, readSessionLeaves } from './read-leaves';
import { nodeGetter, readNodes } from './read-nodes';
import { treeSize } from './tree-size';

/** Issue 17.7 (ADR 0010, revision): the leaves stored per step and per session run, fenced and converted. */
describe('the club log leaves in batches and session runs', () => {
  let fx: StoreFixture;
  const club = randomUUID();
  const sessions = [streamId('a'), streamId('b'), streamId('c')];

  const runSequencer = async (expected: number) => {
    const s = new LogSequencer({ connectionString: fx.db.url, appRole: 'ledger_app', idlePollMs: 20 });
    s.start();
    try {
      await eventually(async () => ((await treeSize(fx.pool, club)) >= expected ? true : undefined), 30_000);
    } finally {
      await s.stop();
    }
  };
  const owner = () => ({ query: (sql: string) => fx.pool.query(sql) }) as unknown as QueryRunner;

  beforeAll(async () => {
    fx = await openStoreFixture('log_leaf_batches', 6);
    // 2,460 events: more than one 2,000-leaf batch, sessions interleaved, batches of 123 events.
    const versions = sessions.map(() => 0);
    for (let i = 0; i < 20; i++) {
      const s = i % 3;
      await fx.store.append(sessions[s], versions[s], cardEvents(123, versions[s] + 1), { clubId: club });
      versions[s] += 123;
    }
    await runSequencer(2460);
  });
  afterAll(() => fx.close());

  it('unpacks to every leaf in order, each naming its event and hash, and reads ranges and sessions alike', async () => {
    const leaves = await leavesOf(fx.pool, club);
    expect(leaves.map((l) => l.leaf)).toEqual([...Array(2460).keys()]);
    const events = await fx.pool.query<{ stream_id: string; version: number; hash: string }>(
      'SELECT stream_id, version, hash FROM events WHERE club_id = $1 ORDER BY tx_id, position',
      [club],
    );
    expect(leaves.map((l) => [l.stream_id, l.version, l.event_hash])).toEqual(
      events.rows.map((e) => [e.stream_id, e.version, e.hash]),
    );
    const range = await readLeafRange(fx.pool, club, 1990, 2010);
    expect(range.map((l) => [l.leaf, l.streamId, l.version, l.eventHash])).toEqual(
      leaves.slice(1990, 2010).map((l) => [l.leaf, l.stream_id, l.version, l.event_hash]),
    );
    const b = await readSessionLeaves(fx.pool, club, sessions[1], 100, 130);
    expect(b.map((l) => [l.leaf, l.version, l.eventHash])).toEqual(
      leaves
        .filter((l) => l.stream_id === sessions[1] && l.version >= 100 && l.version <= 130)
        .map((l) => [l.leaf, l.version, l.event_hash]),
    );
    // every leaf's hash as a proof reads it (a slice of its batch) proves it into the reference root
    const root = referenceRoot(leaves);
    for (const leaf of [0, 1999, 2000, 2459]) {
      const nodes = await readNodes(fx.pool, club, inclusionProofNodes(leaf, 2460));
      const proof = inclusionProof(leaf, 2460, nodeGetter(club, nodes));
      expect(verifyInclusion(leaf, 2460, leafHash(Buffer.from(leaves[leaf].event_hash, 'hex')), proof, root)).toBe(
        true,
      );
    }
  });

  it('refuses, even to the owner, a batch that does not start where the tree ends, and a version sequenced twice', async () => {
    const hash = Buffer.alloc(32, 7);
    const size = await treeSize(fx.pool, club);
    for (const first of [size - 1, size + 1]) {
      await expect(
        fx.pool.query('INSERT INTO log_leaf_batches (club_id, first_leaf, count, hashes) VALUES ($1, $2, 1, $3)', [
          club,
          first,
          hash,
        ]),
      ).rejects.toThrow(/must start at leaf/);
    }
    await expect(
      fx.pool.query('INSERT INTO log_leaf_batches (club_id, first_leaf, count, hashes) VALUES ($1, $2, 2, $3)', [
        club,
        size,
        hash,
      ]),
    ).rejects.toThrow(/log_leaf_batches_hashes/);
    await expect(
      fx.pool.query(
        `INSERT INTO log_leaf_runs (club_id, stream_id, first_version, batch_first_leaf, leaves) VALUES ($1, $2, 5, 0, '{9999}')`,
        [club, sessions[0]],
      ),
    ).rejects.toThrow(/already sequenced/);
  });

  it('converts an already-sequenced log: down to one row per leaf and up again keeps every leaf, and the sequencer goes on', async () => {
    const before = await leavesOf(fx.pool, club);
    const migration = new ClubLogLeafBatches1764400017500();
    await migration.down(owner());
    const table = await fx.pool.query<{ leaf: string; stream_id: string; version: number; event_hash: string }>(
      "SELECT leaf, stream_id, version, encode(event_hash, 'hex') AS event_hash FROM log_leaves WHERE club_id = $1 ORDER BY leaf",
      [club],
    );
    expect((await fx.pool.query(`SELECT relkind FROM pg_class WHERE relname = 'log_leaves'`)).rows).toEqual([
      { relkind: 'r' },
    ]);
    expect(table.rows.map((r) => ({ ...r, leaf: Number(r.leaf) }))).toEqual(before);
    await migration.up(owner());
    expect(await leavesOf(fx.pool, club)).toEqual(before);
    const batches = await fx.pool.query<{ first_leaf: string; count: number }>(
      'SELECT first_leaf, count FROM log_leaf_batches WHERE club_id = $1 ORDER BY first_leaf',
      [club],
    );
    expect(batches.rows.map((b) => [Number(b.first_leaf), b.count])).toEqual([
      [0, 2000],
      [2000, 460],
    ]);
    const frontier = await new FrontierCache().get(fx.pool, club);
    expect(Buffer.from(frontier.root())).toEqual(Buffer.from(referenceRoot(before)));
    await fx.store.append(sessions[0], 7 * 123, cardEvents(5, 7 * 123 + 1), { clubId: club });
    await runSequencer(2465);
    const after = await leavesOf(fx.pool, club);
    expect(after.slice(0, 2460)).toEqual(before);
    expect(after.slice(2460).map((l) => [l.leaf, l.stream_id, l.version])).toEqual(
      [1, 2, 3, 4, 5].map((i) => [2459 + i, sessions[0], 7 * 123 + i]),
    );
    const rebuilt = await new FrontierCache().get(fx.pool, club);
    expect(Buffer.from(rebuilt.root())).toEqual(Buffer.from(referenceRoot(after)));
  });
});
