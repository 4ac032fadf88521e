import { Client } from 'pg';
import { GroupCommit } from './append/group-commit';
import { confirmCommitted } from './append/commit-confirmation';
import { ConcurrencyError } from './errors/concurrency-error';
import { NotReplicatedError } from './errors/not-replicated-error';
import { EventStore } from './event-store';
import { cardEvents, holdOpen, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

/** ADR 0034: appends to different streams that arrive while one is in flight share the next transaction. */
describe('EventStore: group commit', () => {
  let fx: StoreFixture;
  let group: GroupCommit;
  let store: EventStore;
  const APP_NAME = 'group-commit-spec';

  beforeAll(async () => {
    fx = await openStoreFixture('group_commit', 8);
    // No stall limit within reach: on a loaded machine a transaction can take longer than 100 ms, and the appends
    // behind it would go to the pool alone (that case has a test of its own, below).
    group = new GroupCommit(
      () => new Client({ connectionString: fx.db.url, pipeline: true, application_name: APP_NAME }),
      { stallMs: 60_000 },
    );
    store = new EventStore(fx.pool, { groupCommit: group });
  });
  afterAll(async () => {
    await group.close();
    await fx.close();
  });

  const txIds = async (streams: string[]) =>
    Promise.all(streams.map(async (s) => (await store.readStream(s)).map((e) => e.txId)));

  it('appends to different streams issued together commit in fewer transactions than appends, each chain whole', async () => {
    const streams = Array.from({ length: 12 }, (_, i) => streamId(`batch${i}`));
    const before = { ...group.counts };
    const out = await Promise.all(streams.map((s, i) => store.append(s, 0, cardEvents(2, i))));
    expect(out.map((o) => o.nextExpectedVersion)).toEqual(streams.map(() => 2));
    const ids = await txIds(streams);
    for (const perStream of ids) expect(new Set(perStream).size).toBe(1); // one append, one transaction
    const transactions = new Set(ids.map((perStream) => perStream[0]));
    expect(transactions.size).toBeLessThan(streams.length);
    expect(group.counts.sharedAppends - before.sharedAppends).toBeGreaterThanOrEqual(
      streams.length - transactions.size,
    );
    expect(group.counts.undone).toBe(before.undone);
    for (const s of streams) expect(await store.verify(s)).toEqual({ valid: true, eventsChecked: 2 });
    // Each stream's positions are its own and the global log has them all, in one order.
    const positions = out.flatMap((o) => [o.firstPosition, o.lastPosition]);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('a version taken meanwhile undoes its batch; the others then commit alone and it is refused', async () => {
    const stale = streamId('stale');
    const behind = new EventStore(fx.pool, { groupCommit: group });
    await behind.append(stale, 0, cardEvents(1)); // `behind` remembers version 1 as the head
    await store.append(stale, 1, cardEvents(1));
    const others = Array.from({ length: 6 }, (_, i) => streamId(`beside${i}`));
    const before = { ...group.counts };
    const outcomes = await Promise.allSettled([
      store.append(streamId('lead'), 0, cardEvents(1)), // in flight while the rest queue
      ...others.map((s) => store.append(s, 0, cardEvents(1))),
      behind.append(stale, 1, cardEvents(1)), // version 2 is taken: 23505 inside the batch
      ...others.map((s) => store.append(`${s}-b`, 0, cardEvents(1))),
    ]);
    expect(group.counts.undone).toBe(before.undone + 1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(stale)).toHaveLength(2);
    for (const s of others) {
      expect(await store.readStream(s)).toHaveLength(1);
      expect(await store.readStream(`${s}-b`)).toHaveLength(1);
    }
  });

  it('two appends at the same version of one stream never share a batch: exactly one wins', async () => {
    const stream = streamId('same');
    const others = Array.from({ length: 4 }, (_, i) => streamId(`with${i}`));
    const before = { ...group.counts };
    const outcomes = await Promise.allSettled([
      ...others.map((s) => store.append(s, 0, cardEvents(1))),
      store.append(stream, 0, cardEvents(3, 1)),
      new EventStore(fx.pool, { groupCommit: group }).append(stream, 0, cardEvents(3, 20)),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(ConcurrencyError);
    expect(group.counts.undone).toBe(before.undone); // the loser ran in a transaction of its own
    expect(await store.verify(stream)).toEqual({ valid: true, eventsChecked: 3 });
  });

  it('a key already taken undoes its batch; each append then runs alone and gets its own outcome', async () => {
    const keyed = streamId('keyed');
    const first = await store.append(keyed, 0, cardEvents(2), { idempotency: { key: 'gc-key' } });
    const others = Array.from({ length: 6 }, (_, i) => streamId(`next${i}`));
    // A repeat from a fresh store (no cached head, so its statement reaches the server and hits the key).
    const repeat = new EventStore(fx.pool, { groupCommit: group });
    const before = { ...group.counts };
    const [, replay, ...rest] = await Promise.all([
      store.append(streamId('lead'), 0, cardEvents(1)),
      repeat.append(keyed, 0, cardEvents(2), { idempotency: { key: 'gc-key' } }),
      ...others.map((s) => store.append(s, 0, cardEvents(1))),
    ]);
    expect(replay).toEqual({ ...first, replayed: true });
    expect(group.counts.undone).toBe(before.undone + 1);
    expect(rest.map((r) => r.replayed)).toEqual(others.map(() => false));
    expect(await store.readStream(keyed)).toHaveLength(2);
    for (const s of others) expect(await store.readStream(s)).toHaveLength(1);
  });

  it('after its connection is killed, the next append connects again', async () => {
    await store.append(streamId('warm'), 0, cardEvents(1));
    const killed = await fx.pool.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [APP_NAME],
    );
    expect(killed.rowCount).toBe(1);
    const streams = Array.from({ length: 3 }, (_, i) => streamId(`again${i}`));
    let outcomes: PromiseSettledResult<unknown>[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      // the first may meet the dying connection; an acknowledged append is never lost either way
      outcomes = await Promise.allSettled(streams.map((s) => store.append(s, 'any', cardEvents(1))));
      if (outcomes.every((o) => o.status === 'fulfilled')) break;
    }
    expect(outcomes.every((o) => o.status === 'fulfilled')).toBe(true);
    for (const s of streams) expect((await store.readStream(s)).length).toBeGreaterThanOrEqual(1);
  });

  it('a transaction stalled past 100 ms lets the appends behind it go to the pool on their own', async () => {
    const stalling = new GroupCommit(() => new Client({ connectionString: fx.db.url, pipeline: true })); // STALL_MS
    const store = new EventStore(fx.pool, { groupCommit: stalling });
    const finished: string[] = [];
    const held = store.append(streamId('held'), 0, cardEvents(1), { projection: holdOpen(1) }).then(() => {
      finished.push('held');
    });
    const behind = Array.from({ length: 3 }, (_, i) => streamId(`behind${i}`));
    const rest = behind.map((s) => store.append(s, 0, cardEvents(1)).then(() => finished.push(s)));
    await Promise.all([held, ...rest]);
    expect(finished[finished.length - 1]).toBe('held'); // they did not wait the second out
    expect(stalling.counts.spilled).toBe(behind.length);
    for (const s of behind) expect(await store.verify(s)).toEqual({ valid: true, eventsChecked: 1 });
    await stalling.close();
  });

  describe('afterCommit: a statement read after each COMMIT, in the same write', () => {
    // Outside any transaction (no xid), and after the commit: it sees the append's own events.
    const AFTER = {
      text: 'SELECT txid_current_if_assigned()::text AS tx, (SELECT max(position) FROM events)::text AS last',
    };
    const newClient = () => new Client({ connectionString: fx.db.url, pipeline: true });

    it('each append the group committed gets its row, read after its commit and outside its transaction', async () => {
      const reading = new GroupCommit(newClient, { afterCommit: AFTER, stallMs: 60_000 });
      const s = new EventStore(fx.pool, { groupCommit: reading });
      const streams = Array.from({ length: 10 }, (_, i) => streamId(`after${i}`));
      const out = await Promise.all(streams.map((x, i) => s.append(x, 0, cardEvents(2, i))));
      expect(reading.counts.sharedAppends).toBeGreaterThan(0); // some shared a transaction, the first ran alone
      for (const o of out) {
        expect(o.afterCommit).toEqual({ tx: null, last: expect.any(String) });
        expect(BigInt(o.afterCommit!.last as string)).toBeGreaterThanOrEqual(BigInt(o.lastPosition));
      }
      // A replay committed nothing now: no row.
      const keyed = streamId('after-keyed');
      const first = await s.append(keyed, 0, cardEvents(1), { idempotency: { key: 'after-key' } });
      expect(first.afterCommit).toBeDefined();
      const again = await new EventStore(fx.pool, { groupCommit: reading }).append(keyed, 0, cardEvents(1), {
        idempotency: { key: 'after-key' },
      });
      expect(again.replayed).toBe(true);
      expect(again.afterCommit).toBeUndefined();
      await reading.close();
    });

    it('a failing afterCommit statement leaves the appends committed, without a row', async () => {
      const failing = new GroupCommit(newClient, { afterCommit: { text: 'SELECT 1/0 AS x' }, stallMs: 60_000 });
      const s = new EventStore(fx.pool, { groupCommit: failing });
      const streams = Array.from({ length: 5 }, (_, i) => streamId(`afterfail${i}`));
      const out = await Promise.all(streams.map((x) => s.append(x, 0, cardEvents(1))));
      for (const o of out) expect(o.afterCommit).toBeUndefined();
      for (const x of streams) expect(await store.verify(x)).toEqual({ valid: true, eventsChecked: 1 });
      await failing.close();
    });

    it('an append the pool ran (the group stalled) gets no row', async () => {
      const stalling = new GroupCommit(newClient, { afterCommit: AFTER }); // STALL_MS
      const s = new EventStore(fx.pool, { groupCommit: stalling });
      const held = s.append(streamId('after-held'), 0, cardEvents(1), { projection: holdOpen(1) });
      const behind = Array.from({ length: 3 }, (_, i) => streamId(`after-behind${i}`));
      const rest = await Promise.all(behind.map((x) => s.append(x, 0, cardEvents(1))));
      expect(stalling.counts.spilled).toBe(behind.length);
      for (const o of rest) expect(o.afterCommit).toBeUndefined();
      expect((await held).afterCommit).toMatchObject({ tx: null });
      await stalling.close();
    });
  });

  describe('ride: a statement sent with the next write, on its own after its transaction', () => {
    const newClient = () => new Client({ connectionString: fx.db.url, pipeline: true, application_name: 'riding' });
    /** Until the group's connection is running a held append (its pg_sleep): what comes now waits for it. */
    const holding = async () => {
      for (let i = 0; i < 500; i++) {
        const { rows } = await fx.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'riding' AND state = 'active' AND query LIKE '%append_holds%' AND datname = current_database()",
        );
        if (rows[0].n > 0) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('the held append never ran');
    };
    /** A fallback that counts what it is given (the pool). */
    const counting = () => {
      const seen: string[] = [];
      return {
        seen,
        query: ((config: { text: string; values?: unknown[] }) => {
          seen.push(config.text);
          return fx.pool.query(config);
        }) as unknown as import('./db').Queryable['query'],
      };
    };

    it('waits for the transaction in flight, goes in the next write after its COMMIT, on the group connection', async () => {
      const riding = new GroupCommit(newClient, { stallMs: 60_000 });
      const s = new EventStore(fx.pool, { groupCommit: riding });
      const pool = counting();
      // Alone: it goes at once.
      const first = await riding.ride<{ app: string }>(
        { text: "SELECT current_setting('application_name') AS app" },
        pool,
      );
      expect(first.rows).toEqual([{ app: 'riding' }]);
      const held = s.append(streamId('ride-held'), 0, cardEvents(1), { projection: holdOpen(0.5) });
      await holding(); // the held append is in flight
      const next = [streamId('ride-b'), streamId('ride-c')];
      const appends = next.map((x) => s.append(x, 0, cardEvents(2)));
      const rider = riding.ride<{ tx: string | null; n: number; app: string }>(
        {
          text: "SELECT txid_current_if_assigned()::text AS tx, (SELECT count(*)::int FROM events WHERE stream_id = ANY($1)) AS n, current_setting('application_name') AS app",
          values: [next],
        },
        pool,
      );
      await Promise.all([held, ...appends]);
      // It ran after the next transaction committed (it sees both appends), outside it, on the group's connection.
      expect((await rider).rows).toEqual([{ tx: null, n: 4, app: 'riding' }]);
      expect(pool.seen).toEqual([]);
      await riding.close();
    });

    it('runs whatever becomes of the batch it travels with; a failing one rejects alone', async () => {
      const riding = new GroupCommit(newClient, { stallMs: 60_000 });
      const s = new EventStore(fx.pool, { groupCommit: riding });
      const stale = streamId('ride-stale');
      const behind = new EventStore(fx.pool, { groupCommit: riding });
      await behind.append(stale, 0, cardEvents(1));
      await s.append(stale, 1, cardEvents(1));
      const pool = counting();
      const held = s.append(streamId('ride-lead'), 0, cardEvents(1), { projection: holdOpen(0.5) });
      await holding();
      const before = { ...riding.counts };
      const outcomes = await Promise.allSettled([
        behind.append(stale, 1, cardEvents(1)), // version 2 is taken: the next batch is undone
        s.append(streamId('ride-ok'), 0, cardEvents(1)),
        riding.ride({ text: 'SELECT 1 AS one' }, pool),
        riding.ride({ text: 'SELECT 1/0 AS never' }, pool),
        held,
      ]);
      expect(riding.counts.undone).toBe(before.undone + 1);
      expect(outcomes[0]).toMatchObject({ status: 'rejected', reason: expect.any(ConcurrencyError) });
      expect(outcomes[1].status).toBe('fulfilled');
      expect(outcomes[2]).toMatchObject({ status: 'fulfilled', value: { rows: [{ one: 1 }] } });
      expect(outcomes[3]).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
      expect(pool.seen).toEqual([]);
      await riding.close();
    });

    it('while the group is stalled, or once it is closed, the pool runs it', async () => {
      const stalling = new GroupCommit(newClient); // STALL_MS
      const s = new EventStore(fx.pool, { groupCommit: stalling });
      await s.append(streamId('ride-warm'), 0, cardEvents(1)); // the connection is up
      const pool = counting();
      const held = s.append(streamId('ride-stalled'), 0, cardEvents(1), { projection: holdOpen(1) });
      await holding();
      const queued = stalling.ride({ text: 'SELECT 1 AS queued' }, pool); // waits, then spills with the queue
      await new Promise((r) => setTimeout(r, 300));
      const late = stalling.ride({ text: 'SELECT 1 AS late' }, pool); // the group is stalled: straight to the pool
      expect((await queued).rows).toEqual([{ queued: 1 }]);
      expect((await late).rows).toEqual([{ late: 1 }]);
      await held;
      await stalling.close();
      expect((await stalling.ride({ text: 'SELECT 1 AS closed' }, pool)).rows).toEqual([{ closed: 1 }]);
      expect(pool.seen).toEqual(['SELECT 1 AS queued', 'SELECT 1 AS late', 'SELECT 1 AS closed']);
    });
  });

  describe('with requireSyncStandby', () => {
    const newClient = () => new Client({ connectionString: fx.db.url, pipeline: true });

    it('confirms once per transaction, on its connection, before any append of it is answered', async () => {
      let confirmations = 0;
      const confirming = new GroupCommit(newClient, {
        confirm: async (c) => {
          confirmations++;
          await c.query('SELECT 1');
        },
        stallMs: 60_000, // the pool's fallback would confirm for real, and this server has no standby
      });
      const sync = new EventStore(fx.pool, { groupCommit: confirming, requireSyncStandby: true });
      const streams = Array.from({ length: 8 }, (_, i) => streamId(`sync${i}`));
      await Promise.all(streams.map((s) => sync.append(s, 0, cardEvents(1))));
      await confirming.close();
      expect(confirmations).toBeGreaterThan(0);
      expect(confirmations).toBeLessThan(streams.length);
      expect(confirming.counts.sharedAppends).toBeGreaterThan(0);
    });

    it('a server without a synchronous standby: no append is acknowledged, the events stay, a retry is refused too', async () => {
      const confirming = new GroupCommit(newClient, { confirm: (c) => confirmCommitted(c, true), stallMs: 60_000 });
      const sync = new EventStore(fx.pool, { groupCommit: confirming, requireSyncStandby: true });
      const streams = Array.from({ length: 6 }, (_, i) => streamId(`unconfirmed${i}`));
      const outcomes = await Promise.allSettled(
        streams.map((s, i) => sync.append(s, 0, cardEvents(1), { idempotency: { key: `unconfirmed-${i}` } })),
      );
      for (const o of outcomes) expect(o).toMatchObject({ status: 'rejected', reason: expect.any(NotReplicatedError) });
      for (const s of streams) expect(await store.readStream(s)).toHaveLength(1);
      const retry = sync.append(streams[0], 0, cardEvents(1), { idempotency: { key: 'unconfirmed-0' } });
      await expect(retry).rejects.toBeInstanceOf(NotReplicatedError);
      expect(await store.readStream(streams[0])).toHaveLength(1);
      await confirming.close();
    });
  });

  it('refuses a client that is not in pipeline mode', async () => {
    const plain = new GroupCommit(() => new Client({ connectionString: fx.db.url }));
    const s = new EventStore(fx.pool, { groupCommit: plain });
    await expect(s.append(streamId('plain'), 0, cardEvents(1))).rejects.toThrow(/pipeline mode/);
    await plain.close();
  });
});
