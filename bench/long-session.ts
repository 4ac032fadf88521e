/**
 * `npm run bench:long-session`: the time to load and fold one long session stream (BENCH_EVENTS,
 * default 5,000 events of whist deals played through the laws' `decide`, appended 60 events at a time
 * with the event store, each append followed by the snapshot hook the app's SessionWriter calls), as
 * SessionLoader.load does it:
 * - cold: a new SessionLoader with an empty SessionCache, the app's path: the stored snapshot (ADR 0007)
 *   and the events after it in one statement, decode, fold the tail;
 * - replay: the same with no snapshots (read the whole stream, fold it): the cold load before ADR 0007;
 * - cold-worst: the same on a copy of the stream whose snapshot is SNAPSHOT_EVERY - 1 events old (the
 *   longest tail the app's write policy leaves);
 * - warm: the cached state (read the events after its version, none);
 * - cold-json: the cold load with a plain-JSON snapshot instead of the codec (JSON.stringify of the folded
 *   state, JSON.parse on load, same table, same statement), on a copy of the stream with the same
 *   snapshot policy. `long-session-codec-vs-json-ratio` is cold-json / cold, the median over ROUNDS pairs
 *   of loads back to back: how many times slower the plain-JSON snapshot loads cold (issue 16: the codec
 *   is kept only if that is more than 2).
 * Also the parts: the snapshot statement alone, the decode alone, the full reads, the fold alone.
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
import { SessionSnapshots, SNAPSHOT_EVERY } from '../apps/ledger-api/src/ledger/snapshots/session-snapshots';
import { decodeSessionSnapshot, SNAPSHOT_CODEC } from '../apps/ledger-api/src/ledger/snapshots/session-snapshot-codec';
import { JSON_SNAPSHOT_CODEC } from './support/json-snapshot-codec';
import { readSnapshotAndTail } from '../apps/ledger-api/src/ledger/snapshots/snapshot-sql';
import { createTestDatabase } from '../test/support/test-database';
import { openSession } from './support/sessions';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const CLUB = '00000000-0000-4000-8000-0000000010a9';
const SESSION = '10a95e55-0000-4000-a000-000000000001';
/** The same events, with its snapshot as far back as the app lets it be (SNAPSHOT_EVERY - 1 events to fold). */
const WORST = '10a95e55-0000-4000-a000-000000000002';
/** The same events and snapshot policy, the snapshots in plain JSON. */
const JSON_STREAM = '10a95e55-0000-4000-a000-000000000003';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

v8.setFlagsFromString('--expose_gc');
/** A full collection before each block of loads of one kind, so that no kind pays for another's garbage. */
const gc = vm.runInNewContext('gc') as () => void;

async function ms(f: () => unknown): Promise<number> {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

/**
 * Writes a whist session of EVENTS events, 60 per append, each append followed by the hook SessionWriter
 * calls after a commit (`SessionSnapshots.committed`), waited for so that the run is repeatable.
 */
async function writeSession(store: EventStore, snapshots: SessionSnapshots, stream = SESSION): Promise<SessionState> {
  const p = openSession('whist', 77);
  while (p.events.length < EVENTS) p.playDeal();
  const events = p.events.slice(0, EVENTS);
  let state = initialState;
  for (let at = 0; at < events.length; at += 60) {
    const batch = events.slice(at, at + 60);
    const appended = await store.append(stream, state.version, batch.map(toNewEvent), {
      clubId: CLUB,
      metadata: { actor: 'bench scorer', role: 'scorer', keyId: 'k', requestId: `r${at}` },
    });
    state = fold(batch, state);
    snapshots.committed(CLUB, stream, state, appended.lastHash);
    await snapshots.idle();
  }
  return state;
}

/** The same session on stream WORST, one event per append, with ONE snapshot: at EVENTS - SNAPSHOT_EVERY + 1. */
async function writeWorst(store: EventStore, pool: Pool): Promise<void> {
  const at = EVENTS - SNAPSHOT_EVERY + 1;
  const once = new SessionSnapshots(pool, { every: at, phased: false });
  const p = openSession('whist', 77);
  while (p.events.length < EVENTS) p.playDeal();
  let state = initialState;
  for (const [i, batch] of [p.events.slice(0, at), p.events.slice(at, EVENTS)].entries()) {
    const appended = await store.append(WORST, state.version, batch.map(toNewEvent), {
      clubId: CLUB,
      metadata: { actor: 'bench scorer', role: 'scorer', keyId: 'k', requestId: `w${i}` },
    });
    state = fold(batch, state);
    once.committed(CLUB, WORST, state, appended.lastHash);
    await once.idle();
  }
}

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_long');
  const pool = new Pool({ connectionString: db.url, max: 2 });
  pool.on('error', () => undefined);
  try {
    const store = new EventStore(pool);
    // No phase (ADR 0007, stop 25): both codecs' streams snapshot at the same versions, so their loads compare.
    const snapshots = new SessionSnapshots(pool, { phased: false });
    const expected = await writeSession(store, snapshots);
    await writeWorst(store, pool);
    const jsonSnapshots = new SessionSnapshots(pool, { codec: JSON_SNAPSHOT_CODEC, phased: false });
    await writeSession(store, jsonSnapshots, JSON_STREAM);
    await pool.query('VACUUM ANALYZE events, session_snapshots');
    const warmLoader = new SessionLoader(store, new SessionCache(), snapshots);
    const first = await warmLoader.load(CLUB, SESSION);
    if (first.version !== EVENTS || !isDeepStrictEqual(first, expected))
      throw new Error('the loaded state is not the folded session');
    const replayed = await new SessionLoader(store, new SessionCache()).load(CLUB, SESSION);
    if (!isDeepStrictEqual(replayed, expected)) throw new Error('the replayed state is not the folded session');
    const events = await store.readStream(SESSION, { clubId: CLUB });
    const law = events.map(toLawEvent);
    const stored = await readSnapshotAndTail(pool, CLUB, SESSION, SNAPSHOT_CODEC);
    if (!stored.snapshot) throw new Error('no snapshot was written');
    const snap = stored.snapshot;
    const snapshotKb = Math.round(snap.state.length / 1024);
    const worst = await readSnapshotAndTail(pool, CLUB, WORST, SNAPSHOT_CODEC);
    if (worst.events.length !== SNAPSHOT_EVERY - 1)
      throw new Error(`the worst case has ${worst.events.length} events after its snapshot`);
    if (!isDeepStrictEqual(await new SessionLoader(store, new SessionCache(), snapshots).load(CLUB, WORST), expected))
      throw new Error('the worst case is not the folded session');

    const jsonStored = await readSnapshotAndTail(pool, CLUB, JSON_STREAM, JSON_SNAPSHOT_CODEC.name);
    if (jsonStored.snapshot?.version !== snap.version || jsonStored.events.length !== stored.events.length)
      throw new Error('the JSON stream has not the same snapshot version and tail');
    const jsonSnap = jsonStored.snapshot;
    const fromJson = await new SessionLoader(store, new SessionCache(), jsonSnapshots).load(CLUB, JSON_STREAM);
    // JSON drops undefined values (the codec keeps them): this session's state has none, or this fails.
    if (!isDeepStrictEqual(fromJson, expected))
      throw new Error('the state loaded from the JSON snapshot is not the folded session');

    const kinds: Record<string, () => unknown> = {
      cold: () => new SessionLoader(store, new SessionCache(), snapshots).load(CLUB, SESSION),
      worst: () => new SessionLoader(store, new SessionCache(), snapshots).load(CLUB, WORST),
      replay: () => new SessionLoader(store, new SessionCache()).load(CLUB, SESSION),
      coldJson: () => new SessionLoader(store, new SessionCache(), jsonSnapshots).load(CLUB, JSON_STREAM),
      warm: () => warmLoader.load(CLUB, SESSION),
      snapRead: () => readSnapshotAndTail(pool, CLUB, SESSION, SNAPSHOT_CODEC),
      decode: () => decodeSessionSnapshot(snap.state, snap.version),
      snapReadJson: () => readSnapshotAndTail(pool, CLUB, JSON_STREAM, JSON_SNAPSHOT_CODEC.name),
      decodeJson: () => JSON_SNAPSHOT_CODEC.decode(jsonSnap.state, jsonSnap.version),
      read: () => store.readStream(SESSION, { clubId: CLUB }),
      lean: () => store.readStreamData(SESSION, { clubId: CLUB }),
      fold: () => fold(law, initialState),
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
    // The ratio from paired loads (codec and JSON back to back, the order alternated), so that the
    // machine's load, which moves between the blocks above, weighs on both sides of each pair alike.
    const pairs: number[] = [];
    gc();
    for (let r = -2; r < ROUNDS; r++) {
      const codecFirst = r % 2 === 0;
      const a = await ms(codecFirst ? kinds.cold : kinds.coldJson);
      const b = await ms(codecFirst ? kinds.coldJson : kinds.cold);
      if (r >= 0) pairs.push(codecFirst ? b / a : a / b);
    }
    const jsonRatio = median(pairs);
    console.table({
      'cold load (SessionLoader, empty cache, snapshot + tail)': { ms: m.cold.toFixed(2) },
      [`cold, worst case (snapshot + ${SNAPSHOT_EVERY - 1} events)`]: { ms: m.worst.toFixed(2) },
      'replay (SessionLoader, empty cache, no snapshot)': { ms: m.replay.toFixed(2) },
      'cold load, plain-JSON snapshot + tail': { ms: m.coldJson.toFixed(2) },
      'warm load (SessionLoader, cached state)': { ms: m.warm.toFixed(2) },
      [`  part: snapshot (${snapshotKb} KB text) + ${stored.events.length} events, one statement`]: {
        ms: m.snapRead.toFixed(2),
      },
      '  part: decode the snapshot': { ms: m.decode.toFixed(2) },
      [`  part: JSON snapshot (${Math.round(jsonSnap.state.length / 1024)} KB text) + ${jsonStored.events.length} events, one statement`]:
        { ms: m.snapReadJson.toFixed(2) },
      '  part: JSON.parse the JSON snapshot': { ms: m.decodeJson.toFixed(2) },
      '  part: readStream (all columns, upcast)': { ms: m.read.toFixed(2) },
      "  part: readStreamData (the replay's read)": { ms: m.lean.toFixed(2) },
      '  part: fold in memory': { ms: m.fold.toFixed(2) },
    });
    console.log(
      `session of ${EVENTS} events (${expected.deals.length} whist deals), snapshot at version ${snap.version} (codec ${SNAPSHOT_CODEC}), medians of ${ROUNDS} rounds`,
    );
    console.log(`JSON snapshot: ${jsonSnap.state.length} characters (codec: ${snap.state.length}); stored sizes below`);
    const sizes = await pool.query<{ codec: string; stored: number }>(
      'SELECT codec, pg_column_size(state) AS stored FROM session_snapshots WHERE stream_id IN ($1, $2)',
      [SESSION, JSON_STREAM],
    );
    for (const r of sizes.rows) console.log(`  ${r.codec}: ${r.stored} bytes stored`);
    console.log(`BENCH long-session-cold ${m.cold.toFixed(2)} ms`);
    console.log(`BENCH long-session-cold-json ${m.coldJson.toFixed(2)} ms`);
    console.log(`BENCH long-session-codec-vs-json-ratio ${jsonRatio.toFixed(2)} x`);
    console.log(`BENCH long-session-cold-worst ${m.worst.toFixed(2)} ms`);
    console.log(`BENCH long-session-warm ${m.warm.toFixed(2)} ms`);
    console.log(`BENCH long-session-replay ${m.replay.toFixed(2)} ms`);
    console.log(`BENCH long-session-snapshot-read ${m.snapRead.toFixed(2)} ms`);
    console.log(`BENCH long-session-snapshot-decode ${m.decode.toFixed(2)} ms`);
    console.log(`BENCH long-session-json-snapshot-read ${m.snapReadJson.toFixed(2)} ms`);
    console.log(`BENCH long-session-json-parse ${m.decodeJson.toFixed(2)} ms`);
    console.log(`BENCH long-session-read ${m.read.toFixed(2)} ms`);
    console.log(`BENCH long-session-read-data ${m.lean.toFixed(2)} ms`);
    console.log(`BENCH long-session-fold ${m.fold.toFixed(2)} ms`);
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
