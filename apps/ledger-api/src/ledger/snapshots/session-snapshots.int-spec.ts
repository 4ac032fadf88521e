import { isDeepStrictEqual } from 'node:util';
import { Pool } from 'pg';
import { EventStore } from '@ledger/event-store';
import { fold, initialState, LawEvent, SessionState } from '@ledger/laws';
import { openStoreFixture, StoreFixture } from '../../../../../libs/event-store/src/testing/store-fixture';
import { openSession } from '../../../../../bench/support/sessions';
import { SessionCache } from '../session-cache';
import { SessionLoader } from '../session-loader';
import { toLawEvent, toNewEvent } from '../stored-law-event';
import { encodeSessionSnapshot, SNAPSHOT_CODEC } from './session-snapshot-codec';
import { SessionSnapshots } from './session-snapshots';
import { snapshotPhase } from './snapshot-phase';
import { upsertSnapshot } from './snapshot-sql';

const CLUB = '00000000-0000-4000-8000-00000000a0a7';
const EVERY = 100;

describe('session snapshots on PostgreSQL (ADR 0007)', () => {
  let fx: StoreFixture;
  let app: Pool; // as the app connects: role ledger_app
  let store: EventStore;
  let snapshots: SessionSnapshots;
  let n = 0;

  beforeAll(async () => {
    fx = await openStoreFixture('snapshots', 4);
    app = fx.newPool({ options: '-c role=ledger_app' });
    store = new EventStore(app);
    snapshots = new SessionSnapshots(app, { every: EVERY });
  });
  afterAll(() => fx.close());

  /** A whist session of `deals` deals appended 20 events at a time, each append followed by the app's snapshot hook. */
  async function writeSession(
    deals: number,
    hook = snapshots,
  ): Promise<{ id: string; events: LawEvent[]; state: SessionState }> {
    const id = `snap-${++n}`;
    const p = openSession('whist', n);
    for (let d = 0; d < deals; d++) p.playDeal();
    let state = initialState;
    for (let at = 0; at < p.events.length; at += 20) {
      const batch = p.events.slice(at, at + 20);
      const appended = await store.append(id, state.version, batch.map(toNewEvent), { clubId: CLUB });
      state = fold(batch, state);
      hook.committed(CLUB, id, state, appended.lastHash);
      // A trigger that finds the stream's previous snapshot still being written is dropped by design (a cache);
      // waiting here keeps the test from depending on how fast the background write is on a loaded machine.
      await hook.idle();
    }
    return { id, events: p.events, state };
  }

  const snapshotRow = async (id: string) =>
    (
      await fx.pool.query(
        'SELECT version, codec, head_hash FROM session_snapshots WHERE club_id = $1 AND stream_id = $2',
        [CLUB, id],
      )
    ).rows[0] as { version: number; codec: string; head_hash: string } | undefined;
  const coldLoad = (id: string) => new SessionLoader(store, new SessionCache(), snapshots).load(CLUB, id);
  /** The state of the stream folded from all its stored events, with no snapshot. */
  const replay = async (id: string) =>
    fold((await store.readStreamData(id, { clubId: CLUB })).map(toLawEvent), initialState);

  /** Stores, as the owner, a snapshot that is valid in every way but holds a forged player name. */
  async function forge(id: string, version: number, codec = SNAPSHOT_CODEC): Promise<void> {
    const events = (await store.readStreamData(id, { clubId: CLUB, to: version })).map(toLawEvent);
    const real = fold(events, initialState);
    const forged = { ...real, seats: { ...real.seats, N: 'forged' } };
    const { hash } = (
      await fx.pool.query('SELECT hash FROM events WHERE club_id = $1 AND stream_id = $2 AND version = $3', [
        CLUB,
        id,
        version,
      ])
    ).rows[0];
    await fx.pool.query('DELETE FROM session_snapshots WHERE club_id = $1 AND stream_id = $2', [CLUB, id]);
    await upsertSnapshot(fx.pool, CLUB, id, { version, codec, headHash: hash, state: encodeSessionSnapshot(forged) });
  }

  it('writes a snapshot once the stream has grown `every` events past the last one, never before', async () => {
    const short = await writeSession(1); // ~54 events < EVERY
    expect(short.state.version).toBeLessThan(EVERY);
    expect(await snapshotRow(short.id)).toBeUndefined();
    const long = await writeSession(5);
    const row = await snapshotRow(long.id);
    expect(row?.codec).toBe(SNAPSHOT_CODEC);
    expect(row!.version).toBeGreaterThan(long.state.version - EVERY);
    expect(row!.version).toBeLessThanOrEqual(long.state.version);
  });

  it('streams that grow together take their first snapshots at different versions, none before `every`', async () => {
    const versions: number[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await writeSession(3); // ~160 events: the first snapshot at EVERY plus the stream's phase
      const row = await snapshotRow(s.id);
      expect(row!.version).toBeGreaterThanOrEqual(EVERY + snapshotPhase(`${CLUB}/${s.id}`, EVERY));
      versions.push(row!.version);
    }
    expect(new Set(versions).size).toBeGreaterThan(1);
  });

  it('a cold load from the snapshot and the events after it is the fold of all the events', async () => {
    const s = await writeSession(6);
    const row = await snapshotRow(s.id);
    expect(row!.version).toBeLessThan(s.state.version); // there is a tail to fold
    const loaded = await coldLoad(s.id);
    expect(isDeepStrictEqual(loaded, await replay(s.id))).toBe(true);
    expect(isDeepStrictEqual(loaded, s.state)).toBe(true);
  });

  it('the loader does use a snapshot it trusts (a forged but valid one shows through)', async () => {
    const s = await writeSession(3);
    await forge(s.id, 120);
    const loaded = await coldLoad(s.id);
    expect(loaded.seats.N).toBe('forged');
    expect(loaded.version).toBe(s.state.version);
  });

  it('ignores a snapshot of another codec', async () => {
    const s = await writeSession(3);
    await forge(s.id, 120, 'dag0/state0');
    expect(isDeepStrictEqual(await coldLoad(s.id), s.state)).toBe(true);
  });

  it('ignores a snapshot that is no longer on its chain (head hash of another event)', async () => {
    const s = await writeSession(3);
    await forge(s.id, 120);
    await fx.pool.query(
      "UPDATE session_snapshots SET head_hash = 'not-the-hash' WHERE club_id = $1 AND stream_id = $2",
      [CLUB, s.id],
    );
    expect(isDeepStrictEqual(await coldLoad(s.id), s.state)).toBe(true);
  });

  it('ignores a corrupt snapshot (garbage, or one character changed) and folds the events', async () => {
    const s = await writeSession(3);
    await forge(s.id, 120);
    await fx.pool.query(
      "UPDATE session_snapshots SET state = overlay(state placing 'x' from 100 for 1) WHERE club_id = $1 AND stream_id = $2",
      [CLUB, s.id],
    );
    expect(isDeepStrictEqual(await coldLoad(s.id), s.state)).toBe(true);
    await fx.pool.query("UPDATE session_snapshots SET state = 'garbage' WHERE club_id = $1 AND stream_id = $2", [
      CLUB,
      s.id,
    ]);
    expect(isDeepStrictEqual(await coldLoad(s.id), s.state)).toBe(true);
  });

  it('loadAsOf (time travel) never uses a snapshot', async () => {
    const s = await writeSession(3);
    await forge(s.id, 120);
    const loader = new SessionLoader(store, new SessionCache(), snapshots);
    const asOf = await loader.loadAsOf(CLUB, s.id, 120);
    expect(asOf.seats.N).toBe('p-north');
    expect(isDeepStrictEqual(asOf, fold(s.events.slice(0, 120), initialState))).toBe(true);
  });

  it('concurrent and late writers are harmless: the newest snapshot stays', async () => {
    const s = await writeSession(3);
    const other = new SessionSnapshots(app, { every: 1 });
    const at = (v: number) => fold(s.events.slice(0, v), initialState);
    const hash = async (v: number) =>
      (
        await fx.pool.query('SELECT hash FROM events WHERE club_id = $1 AND stream_id = $2 AND version = $3', [
          CLUB,
          s.id,
          v,
        ])
      ).rows[0].hash as string;
    const [h150, h90] = [await hash(150), await hash(90)];
    other.committed(CLUB, s.id, at(150), h150);
    new SessionSnapshots(app, { every: 1 }).committed(CLUB, s.id, at(90), h90); // an older one, written at the same time or later
    await other.idle();
    await new Promise((r) => setTimeout(r, 200));
    expect((await snapshotRow(s.id))?.version).toBe(150);
    expect(isDeepStrictEqual(await coldLoad(s.id), s.state)).toBe(true);
  });

  it('a snapshot that cannot be written fails quietly: no row, nothing thrown', async () => {
    const s = await writeSession(1);
    const odd = { ...s.state, rules: { when: new Date(0) } } as unknown as SessionState; // not plain data
    const { rows } = await fx.pool.query(
      'SELECT hash FROM events WHERE club_id = $1 AND stream_id = $2 ORDER BY version DESC LIMIT 1',
      [CLUB, s.id],
    );
    const quiet = new SessionSnapshots(app, { every: 1 });
    expect(() => quiet.committed(CLUB, s.id, odd, rows[0].hash)).not.toThrow();
    await quiet.idle();
    expect(await snapshotRow(s.id)).toBeUndefined();
  });
});
