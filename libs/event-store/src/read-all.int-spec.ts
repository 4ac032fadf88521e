import { Checkpoint, START, formatCheckpoint } from './read/checkpoint';
import { StoredEvent } from './types';
import { cardEvents, holdOpen, openStoreFixture, StoreFixture, streamId, untilHolding } from './testing/store-fixture';

const WRITERS = 8;
const APPENDS_EACH = 12;
const PATIENCE_MS = 30_000; // xids are cluster-wide: any open transaction on the server holds the watermark

describe('EventStore.readAll: watermark reads never skip a late commit (rule 3)', () => {
  let fx: StoreFixture;
  beforeAll(async () => {
    fx = await openStoreFixture('readall', WRITERS + 2);
  });
  afterAll(() => fx.close());

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Each writer appends to its own stream, its statement sleeping a random time after the insert, before commit. */
  async function writer(w: number): Promise<string[]> {
    const stream = streamId(`w${w}`);
    const written: string[] = [];
    for (let i = 0; i < APPENDS_EACH; i++) {
      const n = 1 + (i % 3);
      await fx.store.append(stream, written.length, cardEvents(n), { projection: holdOpen(Math.random() * 0.03) });
      for (let k = 0; k < n; k++) written.push(`${stream}#${written.length + 1}`);
    }
    return written;
  }

  /** Polls with small pages until `enough` says so (after the writers are done) or patience runs out. */
  async function follow(from: Checkpoint, enough: (seen: StoredEvent[]) => boolean): Promise<StoredEvent[]> {
    const seen: StoredEvent[] = [];
    let at: Checkpoint | string = from;
    const deadline = Date.now() + PATIENCE_MS;
    while (!enough(seen) && Date.now() < deadline) {
      const page = await fx.store.readAll({ after: at, limit: 5 });
      seen.push(...page.events);
      at = seen.length % 2 ? formatCheckpoint(page.next) : page.next; // both forms are accepted
      if (page.events.length === 0) await sleep(2);
    }
    return seen;
  }

  it('a follower polling with small limits sees every event exactly once, in a stable order', async () => {
    const box: { written?: string[] } = {};
    const following = follow(START, (seen) => box.written !== undefined && seen.length >= box.written.length);
    const written = (await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)))).flat();
    box.written = written;
    const seen = await following;
    const ids = seen.map((e) => `${e.streamId}#${e.version}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...written].sort());
    const reread = (await fx.store.readAll({ after: START, limit: 100_000 })).events;
    expect(reread.map((e) => e.position)).toEqual(seen.map((e) => e.position));
  });

  it('a transaction still open holds back later commits until it ends', async () => {
    const [slowId, fastId] = [streamId('slow'), streamId('fast')];
    const mine = (events: StoredEvent[]) => events.filter((e) => e.streamId === slowId || e.streamId === fastId);
    const slow = fx.store.append(slowId, 0, cardEvents(1), { projection: holdOpen(0.3) });
    await untilHolding(fx.pool); // its xid is assigned: every later transaction's xid is higher
    await fx.store.append(fastId, 0, cardEvents(1));
    expect(mine((await fx.store.readAll({ after: START, limit: 100_000 })).events)).toEqual([]);
    await slow;
    const seen = mine(await follow(START, (s) => mine(s).length >= 2));
    expect(seen.map((e) => e.streamId)).toEqual([slowId, fastId]);
  });
});
