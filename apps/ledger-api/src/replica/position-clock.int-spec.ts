import type { Pool } from 'pg';
import { openStoreFixture, StoreFixture } from '../../../../libs/event-store/src/testing/store-fixture';
import { positionOf } from './ledger-position';
import { PositionClock } from './position-clock';

/** The pool's own query, late by `ms` before it is sent (a slow round trip, on the real server). */
function late(pool: Pool, ms: number): Pick<Pool, 'query'> {
  return {
    query: ((text: string) =>
      new Promise((r) => setTimeout(r, ms)).then(() => pool.query(text))) as unknown as Pool['query'],
  };
}

const turn = () => new Promise<void>((r) => setImmediate(r));

describe('PositionClock (ADR 0024): one read in flight, shared by everyone who asked meanwhile', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('position_clock', 2);
  });
  afterAll(() => fx.close());

  it('answers everyone of one turn with one read', async () => {
    const clock = new PositionClock(fx.pool);
    const answers = await Promise.all(Array.from({ length: 10 }, () => clock.now()));
    expect(clock.reads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(clock.highest).toBe(answers[0]);
  });

  it('reads with a named statement, prepared once on its connection', async () => {
    const one = fx.newPool({ max: 1 });
    const clock = new PositionClock(one);
    await clock.now();
    await clock.now();
    const { rows } = await one.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    expect(rows.map((r) => r.name)).toEqual(['ledger_position']);
    expect(clock.reads).toBe(2);
  });

  it('callers of later turns, while a read is in flight, share the next read, which is sent after they asked', async () => {
    const clock = new PositionClock(late(fx.pool, 80));
    const first = clock.now();
    await turn();
    await turn(); // the first read has been sent and is in flight for 80 ms
    const later: Promise<bigint>[] = [];
    for (let i = 0; i < 5; i++) {
      later.push(clock.now());
      await turn();
    }
    // A commit after the last caller asked is not what they wait for, but the read is sent after they asked:
    // it is at or after the server's position at that moment.
    const { rows } = await fx.pool.query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn');
    const before = positionOf(rows[0].lsn)!;
    const answers = await Promise.all(later);
    expect(await first).toBeLessThanOrEqual(answers[0]);
    expect(clock.reads).toBe(2);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toBeGreaterThanOrEqual(before);
  });

  it('a failed read fails its batch only; the next batch reads again', async () => {
    let fail = true;
    const clock = new PositionClock({
      query: ((text: string) =>
        fail ? Promise.reject(new Error('connection lost')) : fx.pool.query(text)) as unknown as Pool['query'],
    });
    await expect(clock.now()).rejects.toThrow('connection lost');
    fail = false;
    await expect(clock.now()).resolves.toBeGreaterThan(0n);
    expect(clock.reads).toBe(2);
  });
});
