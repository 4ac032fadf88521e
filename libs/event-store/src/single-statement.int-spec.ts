import type { PoolClient } from 'pg';
import { AppendOptions, InlineProjection, PlannedAppend } from './append/append-types';
import { ConcurrencyError } from './errors/concurrency-error';
import { IdempotencyKeyReusedError } from './errors/idempotency-key-reused-error';
import { EventStore } from './event-store';
import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';
import { NIL_CLUB_ID } from './types';

/** Counts the cards of a stream and the version it stands at; `n` must never pass 1000 (a projection that can fail). */
const CTES = `p AS (INSERT INTO cards_played (club_id, stream_id, n, version)
  SELECT $1::uuid, $2::text, $3::int, $4::int WHERE EXISTS (SELECT 1 FROM ins)
  ON CONFLICT (club_id, stream_id) DO UPDATE SET n = cards_played.n + EXCLUDED.n, version = EXCLUDED.version)`;

const counting = (stream: string, expected: number, n: number, clubId = NIL_CLUB_ID): InlineProjection => ({
  name: 'test_cards_played',
  ctes: CTES,
  values: [clubId, stream, n, expected + n],
});
const response = (p: PlannedAppend) => ({ status: 201, version: p.nextExpectedVersion });

describe('EventStore: one statement per append (inline projection, key and its stored result)', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('single', 22);
    await fx.pool.query(`CREATE TABLE cards_played (club_id uuid, stream_id text, n int CHECK (n <= 1000), version int,
      PRIMARY KEY (club_id, stream_id))`);
  });
  afterAll(() => fx.close());

  const projected = async (stream: string) =>
    (await fx.pool.query('SELECT n, version FROM cards_played WHERE stream_id = $1', [stream])).rows[0] ?? null;
  const events = async (stream: string) => (await fx.store.readStream(stream)).length;
  const keys = async (key: string) =>
    (await fx.pool.query('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [key])).rows[0].n as number;

  it('writes events, projection and key with its outcome in ONE query (no BEGIN … COMMIT)', async () => {
    const pool = fx.newPool();
    const store = new EventStore(pool);
    const stream = streamId('one');
    await store.append(stream, 0, cardEvents(2), { projection: counting(stream, 0, 2) });
    // Every statement the append sends, on whichever pooled client it checks out (one, for the append and
    // any confirmation): a transaction would show BEGIN … COMMIT among them.
    const sent: unknown[] = [];
    const spied = new Set<PoolClient>();
    pool.on('acquire', (client: PoolClient) => {
      if (spied.has(client)) return;
      spied.add(client);
      const query = client.query.bind(client) as (...a: unknown[]) => unknown;
      client.query = ((...a: unknown[]) => (sent.push(a[0]), query(...a))) as typeof client.query;
    });
    const connect = jest.spyOn(pool, 'connect');
    const r = await store.append(stream, 2, cardEvents(3, 3), {
      idempotency: { key: 'k-one' },
      projection: counting(stream, 2, 3),
      result: response,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'es_append1_m_k_p_test_cards_played' });
    expect(connect).toHaveBeenCalledTimes(1);
    expect(r).toMatchObject({
      replayed: false,
      firstVersion: 3,
      nextExpectedVersion: 5,
      result: { status: 201, version: 5 },
    });
    expect(await projected(stream)).toEqual({ n: 5, version: 5 });
    const stored = (await fx.pool.query(`SELECT result FROM idempotency_keys WHERE key = 'k-one'`)).rows[0].result;
    const { replayed: _r, result, ...summary } = r;
    expect(stored).toEqual({ summary, result });
    expect(await fx.store.verify(stream)).toEqual({ valid: true, eventsChecked: 5 });
  });

  it('a failed guard writes nothing: no events, no projection row, no key', async () => {
    const stream = streamId('guard');
    await fx.store.append(stream, 0, cardEvents(2), { projection: counting(stream, 0, 2) });
    const o = (expected: number, key: string) => ({
      idempotencyKey: key,
      projection: counting(stream, expected, 1),
      result: response,
    });
    // Too high: the guard lets no row in (0 rows, no 23505).
    await expect(fx.store.append(stream, 5, cardEvents(1), o(5, 'k-high'))).rejects.toBeInstanceOf(ConcurrencyError);
    // Too low: 23505 on events_pkey undoes the statement.
    await expect(fx.store.append(stream, 1, cardEvents(1), o(1, 'k-low'))).rejects.toBeInstanceOf(ConcurrencyError);
    // Too low without a key.
    await expect(
      fx.store.append(stream, 1, cardEvents(1), { projection: counting(stream, 1, 1) }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    // A stale cached head (another instance appended): refused after the fresh read, nothing written.
    await new EventStore(fx.pool).append(stream, 2, cardEvents(1), { projection: counting(stream, 2, 1) });
    await expect(fx.store.append(stream, 2, cardEvents(1), o(2, 'k-stale'))).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await events(stream)).toBe(3);
    expect(await projected(stream)).toEqual({ n: 3, version: 3 });
    for (const k of ['k-high', 'k-low', 'k-stale']) expect(await keys(k)).toBe(0);
    // The key is free again: the retry at the right version goes through.
    const retry = await fx.store.append(stream, 3, cardEvents(1), o(3, 'k-low'));
    expect(retry).toMatchObject({ replayed: false, nextExpectedVersion: 4, result: { version: 4 } });
    expect(await projected(stream)).toEqual({ n: 4, version: 4 });
  });

  it('a failing projection CTE undoes the events and the key', async () => {
    const stream = streamId('fail');
    await expect(
      fx.store.append(stream, 0, cardEvents(2), {
        idempotency: { key: 'k-fail' },
        projection: counting(stream, 0, 5000),
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await events(stream)).toBe(0);
    expect(await projected(stream)).toBeNull();
    expect(await keys('k-fail')).toBe(0);
  });

  it('an idempotent repeat returns the first result and writes nothing (same instance, new instance, after the stream moved on)', async () => {
    const stream = streamId('repeat');
    const o = { idempotency: { key: 'k-repeat' }, projection: counting(stream, 0, 2), result: response };
    const first = await fx.store.append(stream, 0, cardEvents(2), o);
    expect(first).toMatchObject({ replayed: false, result: { status: 201, version: 2 } });
    expect(await fx.store.append(stream, 0, cardEvents(2), o)).toEqual({ ...first, replayed: true });
    expect(await new EventStore(fx.newPool()).append(stream, 0, cardEvents(2), o)).toEqual({
      ...first,
      replayed: true,
    });
    await fx.store.append(stream, 2, cardEvents(1, 3), { projection: counting(stream, 2, 1) });
    expect(await fx.store.append(stream, 0, cardEvents(2), o)).toEqual({ ...first, replayed: true });
    expect(await new EventStore(fx.pool).append(stream, 0, cardEvents(2), o)).toEqual({ ...first, replayed: true });
    expect(await events(stream)).toBe(3);
    expect(await projected(stream)).toEqual({ n: 3, version: 3 });
    // The same key with another request: refused, nothing written.
    await expect(
      fx.store.append(stream, 3, cardEvents(1, 9), { ...o, projection: counting(stream, 3, 1) }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(fx.store.append(streamId('other'), 0, cardEvents(2), o)).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    expect(await events(stream)).toBe(3);
    expect(await projected(stream)).toEqual({ n: 3, version: 3 });
  });

  it.each([false, true])(
    '20 concurrent appends at one version (keyed: %s): exactly one wins, the projection matches the events',
    async (keyed) => {
      const stream = streamId('race');
      await fx.store.append(stream, 0, cardEvents(3), { projection: counting(stream, 0, 3) });
      const store = (i: number) => (i % 2 ? new EventStore(fx.pool) : fx.store);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          store(i).append(stream, 3, cardEvents(2, i * 10), {
            idempotency: keyed ? { key: `k-race-${keyed}-${i}` } : undefined,
            projection: counting(stream, 3, 2),
            result: response,
          }),
        ),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ConcurrencyError);
      expect(await events(stream)).toBe(5);
      expect(await projected(stream)).toEqual({ n: 5, version: 5 });
      if (keyed) {
        const n = (
          await fx.pool.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key LIKE 'k-race-true-%'`)
        ).rows[0].n;
        expect(n).toBe(1);
      }
      expect(await fx.store.verify(stream)).toEqual({ valid: true, eventsChecked: 5 });
    },
  );

  it('concurrent requests with one key write once; every one gets the first result', async () => {
    const stream = streamId('same-key');
    const o = { idempotency: { key: 'k-same' }, projection: counting(stream, 0, 4), result: response };
    const all = await Promise.all(
      Array.from({ length: 10 }, () => new EventStore(fx.pool).append(stream, 0, cardEvents(4), o)),
    );
    expect(all.filter((r) => !r.replayed)).toHaveLength(1);
    const first = all.find((r) => !r.replayed)!;
    for (const r of all) expect(r).toEqual({ ...first, replayed: r.replayed });
    expect(await events(stream)).toBe(4);
    expect(await projected(stream)).toEqual({ n: 4, version: 4 });
  });

  it('a result that throws refuses the append before anything is sent', async () => {
    const pool = fx.newPool();
    const stream = streamId('refused');
    const query = jest.spyOn(pool, 'query');
    await expect(
      new EventStore(pool).append(stream, 0, cardEvents(2), {
        idempotency: { key: 'k-refused' },
        projection: counting(stream, 0, 2),
        result: () => {
          throw new Error('not this one');
        },
      }),
    ).rejects.toThrow('not this one');
    expect(query).not.toHaveBeenCalled();
    expect(await events(stream)).toBe(0);
    expect(await keys('k-refused')).toBe(0);
  });

  it('options cannot contradict each other (the type checker refuses the pairs of before), and a projection name is one text', async () => {
    const stream = streamId('opts');
    const contradictions: AppendOptions[] = [
      // @ts-expect-error -- no transaction hook beside the statement's projection: one kind of projection
      { project: async () => undefined, projection: counting(stream, 0, 1) },
      // @ts-expect-error -- no result computed after the insert beside the planned one: one kind of result
      { result: (_planned: PlannedAppend, appended: readonly unknown[]) => appended.length },
      // @ts-expect-error -- a request hash only with the key it belongs to
      { requestHash: 'h' },
    ];
    expect(contradictions).toHaveLength(3);
    const other = { ...counting(stream, 0, 1), ctes: CTES.replace('n = cards_played.n', 'n = 0 + cards_played.n') };
    await expect(fx.store.append(stream, 0, cardEvents(1), { projection: other })).rejects.toThrow(TypeError);
    await expect(
      fx.store.append(stream, 0, cardEvents(1), { projection: { ...other, name: 'bad name' } }),
    ).rejects.toThrow(TypeError);
    expect(await events(stream)).toBe(0);
  });
});
