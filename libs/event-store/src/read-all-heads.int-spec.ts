import { randomBytes } from 'node:crypto';
import { readAllHeadRuns } from './read/read-all-heads';
import { Checkpoint, START } from './read/checkpoint';
import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

const CLUB = '00000000-0000-4000-8000-0000000000a1';
const PATIENCE_MS = 30_000;

describe('readAllHeadRuns: the club log sequencer’s read, one row per (transaction, stream)', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('heads', 4);
  });
  afterAll(() => fx.close());

  /**
   * The `expected` events after `from`, page by page. xids are cluster-wide: a transaction still open
   * anywhere on the server (another suite's) holds the watermark back, so this waits for them (rule 3).
   */
  async function readAllRuns(limit: number, expected: number, from: Checkpoint = START) {
    const runs = [];
    let at = from;
    let seen = 0;
    const deadline = Date.now() + PATIENCE_MS;
    while (seen < expected && Date.now() < deadline) {
      const page = await readAllHeadRuns(fx.pool, at, limit, 'Flagged');
      if (page.events === 0) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      expect(page.runs.reduce((n, r) => n + r.count, 0)).toBe(page.events);
      expect(page.events).toBeLessThanOrEqual(limit);
      runs.push(...page.runs);
      seen += page.events;
      at = page.next;
    }
    return runs;
  }

  /** Hashes of the store's events in (tx_id, position) order. */
  async function storedHashes(): Promise<{ stream_id: string; version: number; hash: string; type: string }[]> {
    return (await fx.pool.query('SELECT stream_id, version, hash, type FROM events ORDER BY tx_id, position')).rows;
  }

  it('folds each append into one run in commit order; a page may end inside a transaction and the next goes on', async () => {
    const a = streamId('a');
    const b = streamId('b');
    await fx.store.append(a, 0, cardEvents(3), { clubId: CLUB });
    await fx.store.append(b, 0, [...cardEvents(4), { type: 'Flagged', data: {} }], { clubId: CLUB });
    await fx.store.append(a, 3, cardEvents(1, 4), { clubId: CLUB });
    const whole = await readAllRuns(100, 9);
    expect(whole.map((r) => [r.streamId, r.firstVersion, r.count, r.flagged])).toEqual([
      [a, 1, 3, false],
      [b, 1, 5, true],
      [a, 4, 1, false],
    ]);
    const stored = await storedHashes();
    expect(whole.map((r) => r.hashes).join('')).toBe(stored.map((e) => e.hash).join(''));
    expect(whole.every((r) => r.clubId === CLUB && r.versions === undefined)).toBe(true);

    // Pages of 2 events: b's 5-event transaction is cut twice, and every piece continues the last.
    const small = await readAllRuns(2, 9);
    expect(small.map((r) => [r.streamId, r.firstVersion, r.count])).toEqual([
      [a, 1, 2],
      [a, 3, 1],
      [b, 1, 1],
      [b, 2, 2],
      [b, 4, 2],
      [a, 4, 1],
    ]);
    expect(small.map((r) => r.hashes).join('')).toBe(stored.map((e) => e.hash).join(''));
  });

  it('a transaction writing two streams, versions out of position order and a gap: each hash stays with its version', async () => {
    const before = (await readAllHeadRuns(fx.pool, START, 1_000)).next; // after the first test's events (all read there)
    const hex = () => randomBytes(32).toString('hex');
    const rows: [string, number, string][] = [
      ['x', 2, hex()],
      ['y', 1, hex()],
      ['x', 1, hex()],
      ['y', 2, hex()],
      ['x', 4, hex()],
    ];
    const c = await fx.pool.connect();
    try {
      await c.query('BEGIN');
      for (const [s, v, h] of rows)
        await c.query(
          `INSERT INTO events (club_id, stream_id, version, type, schema_version, data, metadata, recorded_at, prev_hash, hash)
           VALUES ($1, $2, $3, 'CardPlayed', 1, '{}', '{}', now(), $4, $4)`,
          [CLUB, s, v, h],
        );
      await c.query('COMMIT');
    } finally {
      c.release();
    }
    const runs = await readAllRuns(100, 5, before);
    expect(runs.map((r) => [r.streamId, r.firstVersion, r.count, r.versions])).toEqual([
      ['x', 1, 3, [1, 2, 4]],
      ['y', 1, 2, undefined],
    ]);
    const hashOf = (s: string, v: number) => rows.find((r) => r[0] === s && r[1] === v)![2];
    expect(runs[0].hashes).toBe(hashOf('x', 1) + hashOf('x', 2) + hashOf('x', 4));
    expect(runs[1].hashes).toBe(hashOf('y', 1) + hashOf('y', 2));
    const last = await fx.pool.query(
      'SELECT tx_id::text AS t, position AS p FROM events ORDER BY tx_id DESC, position DESC LIMIT 1',
    );
    const page = await readAllHeadRuns(fx.pool, before, 100);
    expect(page.next).toEqual({ txId: last.rows[0].t, position: Number(last.rows[0].p) });
  });
});
