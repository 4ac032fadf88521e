import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import { withDatabase, withLogin } from '../apps/ledger-api/src/database/database-url';
import { readConfig } from '../apps/ledger-api/src/config/ledger-config';
import { createApp } from '../apps/ledger-api/src/create-app';
import { positionOf } from '../apps/ledger-api/src/replica/ledger-position';
import { ReadRouter } from '../apps/ledger-api/src/replica/read-router';
import { LedgerClient, TestClub } from './support/ledger-client';
import { ledgerOnPrimary, startStandbyPair, StandbyPair } from './support/standby-cluster';
import { startTestApp, TEST_OPERATOR_TOKEN, TestApp } from './support/test-app';

/**
 * Issue 20 point 2, ADR 0024: reads from a real hot standby that this suite builds itself (Debian's
 * PostgreSQL 15: initdb, pg_basebackup -R, streaming), with read-your-writes through `Ledger-Position` /
 * `Ledger-Min-Position`, and a standby whose replay is paused: a read that asked for fresh data waits, then
 * the primary answers it (never stale data); a read that did not may be answered stale by the standby.
 */

jest.setTimeout(90_000);

const TOKEN = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/;

async function sql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Waits until the standby has replayed everything the primary has flushed now. */
async function caughtUp(primaryUrl: string, standbyUrl: string): Promise<void> {
  const [{ lsn }] = await sql<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_flush_lsn()::text AS lsn');
  const end = Date.now() + 20_000;
  for (;;) {
    const [r] = await sql<{ behind: boolean }>(standbyUrl, 'SELECT pg_last_wal_replay_lsn() < $1::pg_lsn AS behind', [
      lsn,
    ]);
    if (!r.behind) return;
    if (Date.now() > end) throw new Error(`the standby did not replay up to ${lsn} in 20 s`);
    await new Promise((res) => setTimeout(res, 20));
  }
}

describe('reads from a hot standby (DATABASE_READ_URL, issue 20.2)', () => {
  let pair: StandbyPair | undefined;
  let app: INestApplication | undefined;
  let api: LedgerClient;
  let router: ReadRouter;
  let club: TestClub;
  let session: string;
  const timings: Record<string, number> = {};
  const suiteStart = performance.now();

  beforeAll(async () => {
    pair = await startStandbyPair();
    Object.assign(timings, pair.timings);
    let t = performance.now();
    const { ownerUrl, password } = await ledgerOnPrimary(pair);
    await caughtUp(pair.primaryUrl, pair.standbyUrl);
    timings.migrate = Math.round(performance.now() - t);
    t = performance.now();
    // The same app login on both servers (roles replicate): never the owner, the standby's pool included.
    const config = readConfig({
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      LEDGER_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
      AUTH_FAILURES_PER_MINUTE: '0',
      DATABASE_READ_URL: withLogin(withDatabase(pair.standbyUrl, 'ledger'), 'ledger_api', password),
    });
    app = await createApp({ ...config, databaseUrl: withLogin(ownerUrl, 'ledger_api', password) });
    await app.init();
    timings.appStart = Math.round(performance.now() - t);
    api = new LedgerClient(app);
    router = app.get(ReadRouter);
    club = await api.club('Replica club');
    session = await api.session(club, 'whist');
  });

  afterAll(async () => {
    await app?.close();
    await pair?.stop();
    timings.total = Math.round(performance.now() - suiteStart);
    console.log(`replica-reads timings (ms): ${JSON.stringify(timings)}`);
  });

  const counts = () => ({ ...router.counts });

  it('the standby is a real hot standby, and the app reads from it as the app login, not the owner', async () => {
    expect(router.replica).toBeDefined();
    const [r] = await sql<{ recovery: boolean }>(pair!.standbyUrl, 'SELECT pg_is_in_recovery() AS recovery');
    expect(r.recovery).toBe(true);
    const [login] = await router.replica!.ds.query<{ me: string; recovery: boolean; superuser: boolean }[]>(
      'SELECT session_user AS me, pg_is_in_recovery() AS recovery, (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) AS superuser',
    );
    expect(login).toEqual({ me: 'ledger_api', recovery: true, superuser: false });
  });

  it('a write answers Ledger-Position; a read with it as Ledger-Min-Position is served by the standby with the write', async () => {
    const write = await api.post(club.scorer, `/v1/sessions/${session}/deals`, { dealer: 'N' });
    expect(write.status).toBe(201);
    const token = write.headers['ledger-position'];
    expect(token).toMatch(TOKEN);
    const before = counts();
    const t = performance.now();
    const read = await api
      .http()
      .get(`/v1/sessions/${session}/events`)
      .set('Authorization', `Bearer ${club.auditor}`)
      .set('Ledger-Min-Position', token);
    timings.readYourWrite = Math.round(performance.now() - t);
    expect(read.status).toBe(200);
    const events = (read.body as { events: { version: number; type: string }[] }).events;
    expect(events.at(-1)).toMatchObject({ version: (write.body as { version: number }).version });
    expect(positionOf(read.headers['ledger-position'])!).toBeGreaterThanOrEqual(positionOf(token)!);
    expect(counts()).toEqual({ ...before, replica: before.replica + 1 });
  });

  it('scoresheets, deal views, verification and the club log are read from the standby', async () => {
    const before = counts();
    const paths = [
      `/v1/sessions/${session}`,
      `/v1/sessions/${session}/scoresheet`,
      `/v1/sessions/${session}/deals/1`,
      `/v1/sessions/${session}/deals/1?asOf=2`,
      `/v1/sessions/${session}/deals/1/events`,
      `/v1/sessions/${session}/verification`,
      `/v1/clubs/${club.id}/log/checkpoint`,
      `/v1/clubs/${club.id}/log/checkpoints`,
    ];
    for (const p of paths) {
      const r = await api.get(club.auditor, p);
      expect([p, r.status]).toEqual([p, 200]);
      expect(r.headers['ledger-position']).toMatch(TOKEN);
    }
    expect(counts()).toEqual({ ...before, replica: before.replica + paths.length });
    const audit = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
    expect(audit.body).toMatchObject({ chainValid: true, replayMatches: true, eventsChecked: 2 });
  });

  it('a bad Ledger-Min-Position is a 400 problem, before anything is read', async () => {
    const before = counts();
    for (const bad of ['yesterday', '0/', '1/2/3', '0/123456789']) {
      const r = await api
        .http()
        .get(`/v1/sessions/${session}/scoresheet`)
        .set('Authorization', `Bearer ${club.auditor}`)
        .set('Ledger-Min-Position', bad);
      expect(r.status).toBe(400);
      expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect((r.body as { code: string }).code).toBe('BAD_LEDGER_POSITION');
    }
    expect(counts()).toEqual(before);
  });

  describe('with the standby paused (replay stopped: it lags behind)', () => {
    beforeAll(async () => {
      await sql(pair!.standbyUrl, 'SELECT pg_wal_replay_pause()');
    });
    afterAll(async () => {
      await sql(pair!.standbyUrl, 'SELECT pg_wal_replay_resume()').catch(() => undefined);
    });

    it('a read asking for the fresh write waits up to 2 s for the standby, then the primary answers it fresh', async () => {
      const [{ paused }] = await sql<{ paused: string }>(
        pair!.standbyUrl,
        'SELECT pg_get_wal_replay_pause_state() AS paused',
      );
      expect(paused).not.toBe('not paused');
      const opened = await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, {
        variant: 'whist',
        seats: { N: club.players[0], E: club.players[1], S: club.players[2], W: club.players[3] },
      });
      expect(opened.status).toBe(201);
      const fresh = (opened.body as { id: string }).id;
      const token = opened.headers['ledger-position'];
      expect(token).toMatch(TOKEN);

      // Without a position the standby answers what it has: it has not seen the session yet (stale, allowed).
      let before = counts();
      const stale = await api.get(club.auditor, `/v1/sessions/${fresh}/events`);
      expect(stale.status).toBe(404);
      expect(positionOf(stale.headers['ledger-position'])!).toBeLessThan(positionOf(token)!);
      expect(counts()).toEqual({ ...before, replica: before.replica + 1 });

      // With the write's position: the standby is waited for (2 s), then the primary answers, with the session.
      before = counts();
      const t = performance.now();
      const read = await api
        .http()
        .get(`/v1/sessions/${fresh}/events`)
        .set('Authorization', `Bearer ${club.auditor}`)
        .set('Ledger-Min-Position', token);
      const ms = performance.now() - t;
      timings.fallBack = Math.round(ms);
      expect(read.status).toBe(200);
      expect((read.body as { events: { version: number }[] }).events.map((e) => e.version)).toEqual([1]);
      expect(positionOf(read.headers['ledger-position'])!).toBeGreaterThanOrEqual(positionOf(token)!);
      expect(counts()).toEqual({ ...before, primary: before.primary + 1, fellBack: before.fellBack + 1 });
      expect(ms).toBeGreaterThanOrEqual(1900);
      expect(ms).toBeLessThan(5000);

      // Once replay resumes, the same read is the standby's again, without the wait.
      await sql(pair!.standbyUrl, 'SELECT pg_wal_replay_resume()');
      before = counts();
      const t2 = performance.now();
      const again = await api
        .http()
        .get(`/v1/sessions/${fresh}/scoresheet`)
        .set('Authorization', `Bearer ${club.auditor}`)
        .set('Ledger-Min-Position', token);
      timings.afterResume = Math.round(performance.now() - t2);
      expect(again.status).toBe(200);
      expect(counts()).toEqual({ ...before, replica: before.replica + 1 });
      expect(timings.afterResume).toBeLessThan(1900);
    });
  });

  it('a standby that goes away: the read is run again on the primary, later reads go there directly', async () => {
    // Last: the standby stays down for the rest of the suite.
    await pair!.stopStandby();
    let before = counts();
    const r = await api.get(club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(r.status).toBe(200);
    expect(r.headers['ledger-position']).toMatch(TOKEN);
    expect(counts()).toEqual({ ...before, replica: before.replica + 1, retried: before.retried + 1 });
    before = counts();
    const fresh = await api
      .http()
      .get(`/v1/sessions/${session}/events`)
      .set('Authorization', `Bearer ${club.auditor}`)
      .set('Ledger-Min-Position', r.headers['ledger-position']);
    expect(fresh.status).toBe(200);
    expect(counts()).toEqual({ ...before, primary: before.primary + 1 });
  });
});

describe('without DATABASE_READ_URL the headers still work (every read on the primary)', () => {
  let t: TestApp;
  let api: LedgerClient;

  beforeAll(async () => {
    t = await startTestApp('int_replica_none');
    api = new LedgerClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a write the group commit committed answers with the position read after its COMMIT, with no read of its own (ADR 0024, stop 32)', async () => {
    const club = await api.club('Group position club');
    const session = await api.session(club, 'whist');
    const clock = t.app.get(ReadRouter).primary.clock;
    const owner = new Client({ connectionString: t.db.url });
    await owner.connect();
    try {
      await owner.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
      const [{ lsn: from }] = (await owner.query<{ lsn: string }>('SELECT pg_current_wal_flush_lsn()::text AS lsn'))
        .rows;
      const reads = clock.reads;
      const deal = await api.post(club.scorer, `/v1/sessions/${session}/deals`, { dealer: 'N' });
      expect(deal.status).toBe(201);
      expect(clock.reads).toBe(reads); // the group's own read after the COMMIT answered it
      // The COMMIT record of the transaction that wrote the deal's event ends at or before the header's position.
      const [{ end }] = (
        await owner.query<{ end: string }>(
          `SELECT w.end_lsn::text AS end FROM pg_get_wal_records_info_till_end_of_wal($1::pg_lsn) w
           JOIN events e ON w.xid::text::bigint = e.tx_id::text::bigint % 4294967296
           WHERE w.resource_manager = 'Transaction' AND w.record_type = 'COMMIT' AND e.stream_id = $2 AND e.version = $3`,
          [from, session, (deal.body as { version: number }).version],
        )
      ).rows;
      expect(positionOf(deal.headers['ledger-position'])!).toBeGreaterThanOrEqual(positionOf(end)!);
      // A refused write committed nothing: its header is read by the clock, after the handler.
      const refused = await api.post(club.scorer, `/v1/sessions/${session}/deals`, { dealer: 'N' });
      expect(refused.status).toBe(422);
      expect(clock.reads).toBeGreaterThan(reads);
      expect(positionOf(refused.headers['ledger-position'])!).toBeGreaterThanOrEqual(positionOf(end)!);
    } finally {
      await owner.end();
    }
  });

  it('writes carry Ledger-Position, reads with it answer from the primary, bad tokens are 400', async () => {
    const club = await api.club('No replica club');
    const opened = await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, {
      variant: 'whist',
      seats: { N: club.players[0], E: club.players[1], S: club.players[2], W: club.players[3] },
    });
    expect(opened.status).toBe(201);
    const token = opened.headers['ledger-position'];
    expect(token).toMatch(TOKEN);
    // A refused write carries it too (the client may then read what beat it).
    const refused = await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, { variant: 'no-such-game' });
    expect(refused.status).toBe(400);
    expect(refused.headers['ledger-position']).toMatch(TOKEN);
    // ... and is read after the handler: never before the write it answers.
    expect(positionOf(refused.headers['ledger-position'])!).toBeGreaterThanOrEqual(positionOf(token)!);
    // One the guard refused never got in: no position to read (ADR 0030: cheap refusals).
    const unauthenticated = await api.post('ck_not-a-key', `/v1/clubs/${club.id}/sessions`, { variant: 'whist' });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers['ledger-position']).toBeUndefined();
    const forbidden = await api.post(club.auditor, `/v1/clubs/${club.id}/sessions`, { variant: 'whist' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers['ledger-position']).toBeUndefined();
    // A read not marked for the standby carries none either.
    const list = await api.get(club.auditor, `/v1/clubs/${club.id}/players`);
    expect(list.status).toBe(200);
    expect(list.headers['ledger-position']).toBeUndefined();
    const router = t.app.get(ReadRouter);
    expect(router.replica).toBeUndefined();
    const before = { ...router.counts };
    const read = await api
      .http()
      .get(`/v1/sessions/${(opened.body as { id: string }).id}/scoresheet`)
      .set('Authorization', `Bearer ${club.auditor}`)
      .set('Ledger-Min-Position', 'FFFFFFFF/FFFFFFFF');
    expect(read.status).toBe(200);
    expect(read.headers['ledger-position']).toMatch(TOKEN);
    expect(router.counts).toEqual({ ...before, primary: before.primary + 1 });
    const bad = await api
      .http()
      .get(`/v1/sessions/${(opened.body as { id: string }).id}/scoresheet`)
      .set('Authorization', `Bearer ${club.auditor}`)
      .set('Ledger-Min-Position', 'latest');
    expect(bad.status).toBe(400);
  });
});
