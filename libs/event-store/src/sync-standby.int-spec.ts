import type { PoolClient } from 'pg';
import { confirmCommitted, confirmedHead } from './append/commit-confirmation';
import { EventStore } from './event-store';
import { NotReplicatedError } from './errors/not-replicated-error';
import { NIL_CLUB_ID } from './types';
import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

/**
 * `requireSyncStandby`: an append is acknowledged only once a synchronous standby holds it. The test server
 * names no synchronous standby (like a pg_auto_failover primary in `wait_primary`), so nothing is
 * acknowledged there, yet nothing is lost or doubled: the retry with the key finds the one commit. The
 * positive case (a real standby) is test/durable-replay.int-spec.ts.
 */
describe('EventStore: requireSyncStandby', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('sync_standby', 4);
  });
  afterAll(() => fx.close());

  it('refuses to acknowledge on a server without a synchronous standby, keeps the events once', async () => {
    const strict = new EventStore(fx.pool, { requireSyncStandby: true });
    const stream = streamId('no-standby');
    const key = { idempotency: { key: 'k-strict' }, result: () => 'first' };
    await expect(strict.append(stream, 0, cardEvents(3), key)).rejects.toBeInstanceOf(NotReplicatedError);
    // The retry with the key is a replay of the commit this server holds: still not acknowledged here…
    await expect(strict.append(stream, 0, cardEvents(3), key)).rejects.toThrow(/no synchronous standby/);
    // …and the events are there exactly once, with the first outcome, for a store that does not ask for a standby.
    const lax = await new EventStore(fx.pool).append(stream, 0, cardEvents(3), key);
    expect(lax).toMatchObject({ replayed: true, nextExpectedVersion: 3, result: 'first' });
    expect(await fx.store.readStream(stream)).toHaveLength(3);
  });

  /** The transaction id `confirm` made its transaction take (null: it wrote nothing, so no WAL flush at commit). */
  async function xidAfter(confirm: (c: PoolClient) => Promise<unknown>): Promise<unknown> {
    const c = await fx.pool.connect();
    try {
      await c.query('BEGIN');
      await confirm(c);
      const x = (await c.query('SELECT pg_current_xact_id_if_assigned() AS x')).rows[0].x as unknown;
      await c.query('ROLLBACK');
      return x;
    } finally {
      c.release();
    }
  }

  it('with no synchronous standby named, the confirmation writes nothing (no WAL flush per no-op answer)', async () => {
    expect(await xidAfter((c) => confirmCommitted(c, false))).toBeNull();
  });

  it('reads a stream head and confirms it in one statement, with the same verdicts as confirmCommitted', async () => {
    const stream = streamId('head');
    await fx.store.append(stream, 0, cardEvents(4));
    const c = await fx.pool.connect();
    try {
      expect(await confirmedHead(c, NIL_CLUB_ID, stream, false)).toBe(4);
      expect(await confirmedHead(c, NIL_CLUB_ID, streamId('empty'), false)).toBe(0);
      await expect(confirmedHead(c, NIL_CLUB_ID, stream, true)).rejects.toBeInstanceOf(NotReplicatedError);
    } finally {
      c.release();
    }
    expect(await xidAfter((c) => confirmedHead(c, NIL_CLUB_ID, stream, false))).toBeNull();
  });

  it('without the option the same server acknowledges as before', async () => {
    const stream = streamId('lax');
    const out = await fx.store.append(stream, 0, cardEvents(2));
    expect(out).toMatchObject({ replayed: false, nextExpectedVersion: 2 });
  });
});
