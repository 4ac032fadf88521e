/**
 * `npm run bench:long-session`: the time to load and fold one long session stream (BENCH_EVENTS,
 * default 5,000 events of whist deals played through the laws' `decide`, appended deal by deal with
 * the event store), as SessionLoader.load does it: cold (an empty SessionCache: read the whole stream,
 * fold it) and warm (the cached state: read the events after its version, none). Also the parts of the
 * cold load (the read alone, the fold alone, a read of only `type, data`) and, as a proposal, a
 * snapshot: the folded state stored as jsonb next to the stream, loaded with the events after it.
 * Medians of BENCH_ROUNDS (default 30) loads of each kind, in three blocks per kind (two untimed loads
 * first), kinds alternated, a full garbage collection before each block.
 */
import { EventStore } from '@ledger/event-store';
import { fold, initialState, SessionState } from '@ledger/laws';
import { isDeepStrictEqual } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Pool } from 'pg';
import { SessionCache } from '../apps/ledger-api/src/ledger/session-cache';
import { SessionLoader } from '../apps/ledger-api/src/ledger/session-loader';
import { toLawEvent, toNewEvent } from '../apps/ledger-api/src/ledger/stored-law-event';
import { createTestDatabase } from '../test/support/test-database';
import { openSession } from './support/sessions';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const CLUB = '00000000-0000-4000-8000-0000000010a9';
const SESSION = '10a95e55-0000-4000-a000-000000000001';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

v8.setFlagsFromString('--expose_gc');
/** A full collection before each block of loads of one kind, so that no kind pays for another's garbage. */
const gc = vm.runInNewContext('gc') as () => void;

async function ms(f: () => Promise<unknown> | unknown): Promise<number> {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

/** Writes a whist session of at least EVENTS events, one append per deal (as the API's writes chain). */
async function writeSession(store: EventStore): Promise<SessionState> {
  const p = openSession('whist', 77);
  let written = 0;
  while (p.events.length < EVENTS) p.playDeal();
  const events = p.events.slice(0, EVENTS);
  for (let at = 0; at < events.length; at += 60) {
    const batch = events.slice(at, at + 60);
    await store.append(SESSION, written, batch.map(toNewEvent), { clubId: CLUB, metadata: { actor: 'bench scorer', role: 'scorer', keyId: 'k', requestId: `r${at}` } });
    written += batch.length;
  }
  return fold(events, initialState);
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_long');
  const pool = new Pool({ connectionString: db.url, max: 2 });
  pool.on('error', () => undefined);
  try {
    const store = new EventStore(pool);
    const expected = await writeSession(store);
    await pool.query('VACUUM ANALYZE events');
    const warmLoader = new SessionLoader(store, new SessionCache());
    const first = await warmLoader.load(CLUB, SESSION);
    if (first.version !== EVENTS || !isDeepStrictEqual(first, expected)) throw new Error('the loaded state is not the folded session');
    const events = await store.readStream(SESSION, { clubId: CLUB });
    const law = events.map(toLawEvent);
    // Snapshot (a proposal, not the app's path): the folded state as jsonb at version EVENTS - 20.
    await pool.query('CREATE TABLE session_snapshots (club_id uuid, session_id text, version int, state jsonb, PRIMARY KEY (club_id, session_id))');
    const snapAt = fold(law.slice(0, EVENTS - 20), initialState);
    await pool.query('INSERT INTO session_snapshots VALUES ($1, $2, $3, $4)', [CLUB, SESSION, snapAt.version, JSON.stringify(snapAt)]);
    const snapshotLoad = async () => {
      const s = (await pool.query('SELECT state FROM session_snapshots WHERE club_id = $1 AND session_id = $2', [CLUB, SESSION])).rows[0].state as SessionState;
      const tail = await store.readStream(SESSION, { clubId: CLUB, from: s.version + 1 });
      return fold(tail.map(toLawEvent), s);
    };
    if (!isDeepStrictEqual(await snapshotLoad(), expected)) throw new Error('snapshot + tail is not the folded session');
    const snapshotBytes = Number((await pool.query('SELECT pg_column_size(state) AS n, length(state::text) AS t FROM session_snapshots')).rows[0].t);

    const kinds: Record<string, () => Promise<unknown> | unknown> = {
      cold: () => new SessionLoader(store, new SessionCache()).load(CLUB, SESSION),
      warm: () => warmLoader.load(CLUB, SESSION),
      read: () => store.readStream(SESSION, { clubId: CLUB }),
      lean: () => store.readStreamData(SESSION, { clubId: CLUB }),
      fold: () => fold(law, initialState),
      snapshot: snapshotLoad,
    };
    const t: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
    for (let block = 0; block < 3; block++) {
      for (const [k, f] of Object.entries(kinds)) {
        gc();
        for (let r = -2; r < Math.ceil(ROUNDS / 3); r++) {
          const took = await ms(f);
          if (r >= 0) t[k].push(took);
        }
      }
    }
    const m = Object.fromEntries(Object.entries(t).map(([k, v]) => [k, median(v)]));
    console.table({
      'cold load (SessionLoader, empty cache)': { ms: m.cold.toFixed(2) },
      'warm load (SessionLoader, cached state)': { ms: m.warm.toFixed(2) },
      '  part: readStream (all columns, upcast)': { ms: m.read.toFixed(2) },
      '  part: readStreamData (the loader\'s read)': { ms: m.lean.toFixed(2) },
      '  part: fold in memory': { ms: m.fold.toFixed(2) },
      [`snapshot (proposal: ${Math.round(snapshotBytes / 1024)} KB jsonb + 20 events)`]: { ms: m.snapshot.toFixed(2) },
    });
    console.log(`session of ${EVENTS} events (${expected.deals.length} whist deals), medians of ${ROUNDS} rounds`);
    console.log(`BENCH long-session-cold ${m.cold.toFixed(2)} ms`);
    console.log(`BENCH long-session-warm ${m.warm.toFixed(2)} ms`);
    console.log(`BENCH long-session-read ${m.read.toFixed(2)} ms`);
    console.log(`BENCH long-session-read-data ${m.lean.toFixed(2)} ms`);
    console.log(`BENCH long-session-fold ${m.fold.toFixed(2)} ms`);
    console.log(`BENCH long-session-snapshot ${m.snapshot.toFixed(2)} ms`);
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
