import { randomUUID } from 'node:crypto';
import { EventStore } from '@ledger/event-store';
import {
  cardEvents,
  holdOpen,
  openStoreFixture,
  StoreFixture,
  streamId,
  untilHolding,
} from '../../../../../libs/event-store/src/testing/store-fixture';
import { eventually, leavesOf, referenceRoot } from '../testing/log-fixture';
import { FrontierCache } from './frontier-cache';
import { LogSequencer } from './log-sequencer';

describe('the club log sequencer (issue 17)', () => {
  let fx: StoreFixture;
  let store: EventStore;
  const running: LogSequencer[] = [];
  const sequencer = (opts: Partial<ConstructorParameters<typeof LogSequencer>[0]> = {}) => {
    const s = new LogSequencer({
      connectionString: fx.db.url,
      appRole: 'ledger_app', // the grants the app role has are enough
      idlePollMs: 20,
      standbyPollMs: 100,
      ...opts,
    });
    running.push(s);
    s.start();
    return s;
  };
  const countLeaves = async (clubId: string) =>
    Number((await fx.pool.query('SELECT count(*) AS n FROM log_leaves WHERE club_id = $1', [clubId])).rows[0].n);
  const sequenced = (clubId: string, n: number) =>
    eventually(async () => ((await countLeaves(clubId)) >= n ? true : undefined), 15_000, `${n} leaves`);

  beforeAll(async () => {
    fx = await openStoreFixture('log_sequencer', 12);
    store = fx.store;
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
  });
  afterAll(() => fx.close());

  it('gives each club its leaves in commit order, numbered from 0 without a gap, with the reference root', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    for (let i = 0; i < 6; i++) {
      await store.append(streamId('s'), 0, cardEvents(3), { clubId: i % 2 ? a : b });
    }
    sequencer();
    await sequenced(a, 9);
    await sequenced(b, 9);
    for (const club of [a, b]) {
      const leaves = await leavesOf(fx.pool, club);
      expect(leaves.map((l) => l.leaf)).toEqual([...Array(9).keys()]);
      const events = await fx.pool.query<{ stream_id: string; version: number; hash: string }>(
        'SELECT stream_id, version, hash FROM events WHERE club_id = $1 ORDER BY tx_id, position',
        [club],
      );
      expect(leaves.map((l) => [l.stream_id, l.version, l.event_hash])).toEqual(
        events.rows.map((e) => [e.stream_id, e.version, e.hash]),
      );
      // the stored nodes rebuild the same root as the reference implementation
      const frontier = await new FrontierCache().get(fx.pool, club);
      expect(Buffer.from(frontier.root())).toEqual(Buffer.from(referenceRoot(leaves)));
    }
  });

  it('never skips a transaction that commits after later ones: it waits for it, then gives it its place', async () => {
    const club = randomUUID();
    sequencer();
    await store.append(streamId('first'), 0, cardEvents(1), { clubId: club });
    await sequenced(club, 1);
    const late = streamId('late');
    // A slow writer: its events inserted and its transaction id taken, committing 3 s later.
    const slow = store.append(late, 0, cardEvents(2), { clubId: club, projection: holdOpen(3) });
    await untilHolding(fx.pool); // the slow transaction holds its transaction id, not yet committed
    for (let i = 0; i < 3; i++) await store.append(streamId('quick'), 0, cardEvents(1), { clubId: club });
    await new Promise((r) => setTimeout(r, 400));
    expect(await countLeaves(club)).toBe(1); // the later commits wait behind the open transaction
    await slow;
    await sequenced(club, 6);
    const leaves = await leavesOf(fx.pool, club);
    expect(leaves.map((l) => l.leaf)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(leaves.slice(1, 3).map((l) => l.stream_id)).toEqual([late, late]); // its place: by transaction id
  });

  it('runs one sequencer at a time; a stand-by takes over when the leader stops and resumes without a gap', async () => {
    const club = randomUUID();
    const one = sequencer();
    const two = sequencer();
    await eventually(async () => (one.isLeader || two.isLeader ? true : undefined), 5000, 'a leader');
    await new Promise((r) => setTimeout(r, 300));
    expect([one.isLeader, two.isLeader].filter(Boolean)).toHaveLength(1);
    for (let i = 0; i < 4; i++) await store.append(streamId('s'), 0, cardEvents(2), { clubId: club });
    await sequenced(club, 8);
    const [leader, standby] = one.isLeader ? [one, two] : [two, one];
    await leader.stop();
    await eventually(async () => (standby.isLeader ? true : undefined), 5000, 'the stand-by to take over');
    for (let i = 0; i < 3; i++) await store.append(streamId('s'), 0, cardEvents(3), { clubId: club });
    await sequenced(club, 17);
    const leaves = await leavesOf(fx.pool, club);
    expect(leaves.map((l) => l.leaf)).toEqual([...Array(17).keys()]);
    const frontier = await new FrontierCache().get(fx.pool, club);
    expect(Buffer.from(frontier.root())).toEqual(Buffer.from(referenceRoot(leaves)));
  });

  it('resumes after a restart from its stored watermark: nothing sequenced twice, nothing missed', async () => {
    const club = randomUUID();
    const first = sequencer();
    await store.append(streamId('s'), 0, cardEvents(5), { clubId: club });
    await sequenced(club, 5);
    await first.stop();
    await store.append(streamId('s'), 0, cardEvents(4), { clubId: club });
    await new Promise((r) => setTimeout(r, 200));
    expect(await countLeaves(club)).toBe(5);
    sequencer();
    await sequenced(club, 9);
    await new Promise((r) => setTimeout(r, 200));
    const leaves = await leavesOf(fx.pool, club);
    expect(leaves.map((l) => l.leaf)).toEqual([...Array(9).keys()]);
    const frontier = await new FrontierCache().get(fx.pool, club);
    expect(Buffer.from(frontier.root())).toEqual(Buffer.from(referenceRoot(leaves)));
  });

  it('keeps its tables append-only: the app role may not rewrite a leaf, and nobody may update or delete one', async () => {
    const club = randomUUID();
    sequencer();
    await store.append(streamId('s'), 0, cardEvents(2), { clubId: club });
    await sequenced(club, 2);
    const app = fx.newPool({ options: '-c role=ledger_app', max: 1 });
    await expect(app.query(`UPDATE log_leaf_runs SET first_version = 2 WHERE club_id = $1`, [club])).rejects.toThrow(
      /permission denied/,
    );
    await expect(app.query(`UPDATE log_leaf_batches SET hashes = hashes WHERE club_id = $1`, [club])).rejects.toThrow(
      /permission denied/,
    );
    await expect(app.query(`DELETE FROM log_checkpoints`)).rejects.toThrow(/permission denied/);
    await expect(
      fx.pool.query(`UPDATE log_leaf_runs SET first_version = first_version + 1 WHERE club_id = $1`, [club]),
    ).rejects.toThrow(/append-only/);
    await expect(
      fx.pool.query(`UPDATE log_leaf_batches SET hashes = hashes WHERE club_id = $1`, [club]),
    ).rejects.toThrow(/append-only/);
    await expect(fx.pool.query(`DELETE FROM log_leaf_batches WHERE club_id = $1`, [club])).rejects.toThrow(
      /append-only/,
    );
    await expect(fx.pool.query(`DELETE FROM log_leaf_runs WHERE club_id = $1`, [club])).rejects.toThrow(/append-only/);
    await expect(fx.pool.query(`TRUNCATE log_leaf_batches`)).rejects.toThrow(/append-only/);
    await expect(fx.pool.query(`TRUNCATE log_leaf_runs`)).rejects.toThrow(/append-only/);
    await expect(fx.pool.query(`TRUNCATE log_nodes`)).rejects.toThrow(/append-only/);
    await expect(fx.pool.query(`UPDATE log_sequencer SET position = 0, tx_id = '0'`)).rejects.toThrow(/forward/);
  });
});
