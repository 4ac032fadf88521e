import { Checkpoint, START, formatCheckpoint, parseCheckpoint } from './read/checkpoint';
import { StoredEvent } from './types';
import { cardEvents, openStoreFixture, StoreFixture, streamId } from './testing/store-fixture';

const WRITERS = 8;
const APPENDS_EACH = 12;

describe('EventStore.readAll: watermark reads never skip a late commit (rule 3)', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('readall', WRITERS + 2);
  });
  afterAll(() => fx.close());

  /** Each writer appends to its own stream, sleeping a random time inside the transaction before commit. */
  async function writer(w: number): Promise<string[]> {
    const stream = streamId(`w${w}`);
    const written: string[] = [];
    const project = async (tx: { query(sql: string, p: unknown[]): Promise<unknown> }) =>
      void (await tx.query('SELECT pg_sleep($1)', [Math.random() * 0.03]));
    for (let i = 0; i < APPENDS_EACH; i++) {
      const n = 1 + (i % 3);
      await fx.store.append(stream, written.length, cardEvents(n), { project });
      for (let k = 0; k < n; k++) written.push(`${stream}#${written.length + 1}`);
    }
    return written;
  }

  async function follow(done: () => boolean): Promise<StoredEvent[]> {
    const seen: StoredEvent[] = [];
    let at: Checkpoint = START;
    for (;;) {
      const finished = done();
      const page = await fx.store.readAll({ after: at, limit: 5 });
      seen.push(...page.events);
      at = parseCheckpoint(formatCheckpoint(page.next));
      if (page.events.length === 0 && finished) return seen;
      if (page.events.length === 0) await new Promise((r) => setTimeout(r, 2));
    }
  }

  it('a follower polling with small limits sees every event exactly once, in a stable order', async () => {
    let finished = false;
    const following = follow(() => finished);
    const written = (await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)))).flat();
    finished = true;
    const seen = await following;
    const ids = seen.map((e) => `${e.streamId}#${e.version}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...written].sort());
    const reread = (await fx.store.readAll({ after: START, limit: 100_000 })).events;
    expect(reread.map((e) => e.position)).toEqual(seen.map((e) => e.position));
  });

  it('a transaction still open holds back later commits until it ends', async () => {
    const head = (await fx.store.readAll({ after: START, limit: 100_000 })).next;
    const slow = fx.store.append(streamId('slow'), 0, cardEvents(1), {
      project: async (tx) => void (await tx.query('SELECT pg_sleep(0.3)')),
    });
    await new Promise((r) => setTimeout(r, 100));
    await fx.store.append(streamId('fast'), 0, cardEvents(1));
    expect((await fx.store.readAll({ after: head })).events).toEqual([]);
    await slow;
    const after = (await fx.store.readAll({ after: head })).events.map((e) => e.streamId.split('-')[0]);
    expect(after).toEqual(['slow', 'fast']);
  });
});
