import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { canonicalJson, EventStore } from '@ledger/event-store';
import { fold, initialState } from '@ledger/laws';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { lastTouchedVersions, projectionRows } from '../apps/ledger-api/src/ledger/projections/projection-rows';
import { toLawEvent } from '../apps/ledger-api/src/ledger/stored-law-event';
import { LedgerClient, TestClub } from './support/ledger-client';
import { appTarget, LongSession } from './support/long-session';
import { LoopDelay, measureLoop } from './support/loop-probe';
import { startTestApp, TestApp } from './support/test-app';

jest.setTimeout(240_000);

/** Issue 18.3: no request may hold the event loop more than 50 ms on a 6,000-event session. */
const LOOP_BUDGET_MS = 50;
const EVENTS = 6_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('bounded reads on a 6,000-event session (issue 18.3, ADR 0019)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let base: string;
  let long: LongSession;
  const seen: Record<string, LoopDelay> = {};

  const get = async (key: string, path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${key}` } });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };
  /** Reads the stream until `count` events have come, then closes it. */
  const catchUp = async (key: string, count: number) => {
    const ctrl = new AbortController();
    const res = await fetch(`${base}/v1/sessions/${long.id}/stream`, {
      headers: { Authorization: `Bearer ${key}` },
      signal: ctrl.signal,
    });
    if (!res.body) throw new Error(`stream: ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const timer = setTimeout(() => ctrl.abort(), 60_000);
    let buf = '';
    let ids = 0;
    let last = 0;
    try {
      while (ids < count) {
        const r = await reader.read();
        if (r.done) break;
        buf += decoder.decode(r.value, { stream: true });
        const end = buf.lastIndexOf('\n\n');
        if (end < 0) continue;
        for (const m of buf.slice(0, end).matchAll(/^id: (\d+)$/gm)) {
          ids++;
          last = Number(m[1]);
        }
        buf = buf.slice(end + 2);
      }
    } catch {
      // aborted by the timer: the count says how far it got
    } finally {
      clearTimeout(timer);
    }
    ctrl.abort();
    return { ids, last };
  };
  /** Measures `work`, records it under `name` and checks the loop budget. */
  const bounded = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const { result, delay } = await measureLoop(work);
    seen[name] = delay;
    // The work's own longest stretch on the loop; the garbage collector's pauses are reported beside it
    // (a collection pauses the whole heap, and this shared machine starves V8's concurrent marking).
    expect([name, delay.maxHeldWithoutGcMs < LOOP_BUDGET_MS]).toEqual([name, true]);
    return result;
  };

  beforeAll(async () => {
    t = await startTestApp('e2e_bounded', { MAX_STREAMS_PER_KEY: '3', MAX_STREAMS_PER_CLUB: '5' });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    api = new LedgerClient(t.app);
    club = await api.club('Long sitting club');
    const [N, E, S, W] = club.players;
    long = new LongSession(appTarget(t.app), club.id, { N, E, S, W });
    await long.grow(EVENTS);
    // the club log signs a checkpoint covering the whole session (a few seconds), before anything is measured
    for (let i = 0; i < 600; i++) {
      const sheet = await get(club.auditor, `/v1/sessions/${long.id}/scoresheet`);
      if (sheet.body.checkpoint) break;
      await sleep(100);
    }
  });
  afterAll(async () => {
    console.log(
      Object.entries(seen)
        .map(
          ([k, d]) =>
            `${k}: held ${d.maxHeldWithoutGcMs.toFixed(1)} ms by the work, ${d.maxHeldMs.toFixed(1)} with GC ` +
            `(longest GC ${d.maxGcMs.toFixed(1)}, wall gap ${d.maxGapMs.toFixed(1)}, cpu ${d.cpuMs.toFixed(0)} ms)`,
        )
        .join('\n'),
    );
    await t?.close();
  });

  it('the probe sees the old whole-stream verification hold the loop past the budget (so it can fail)', async () => {
    const store = t.app.get(EventStore);
    const { delay } = await measureLoop(async () => {
      // what GET …/verification did before ADR 0019: the whole stream twice, fold, every view, in one go
      // (its fold and views run twice in one go here: once took 45 ms on a quiet CI machine, under the budget,
      // and this control must show that the probe sees a hold past the budget when there is one)
      const chain = await store.verify(long.id, { clubId: club.id });
      const events = await store.readStream(long.id, { clubId: club.id });
      let views = 0;
      for (let i = 0; i < 2; i++) {
        const law = events.map(toLawEvent);
        const rows = projectionRows(long.id, fold(law, initialState), 'all', lastTouchedVersions(law));
        views += rows.deals.map((d) => canonicalJson(d.body)).length;
      }
      return [chain.valid, views];
    });
    seen['old whole-stream verification'] = delay;
    expect(delay.maxHeldWithoutGcMs).toBeGreaterThan(LOOP_BUDGET_MS);
  });

  it('verifies the whole session the first time without holding the loop, and sets the mark', async () => {
    const v = await bounded('first verification', () => get(club.auditor, `/v1/sessions/${long.id}/verification`));
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({
      chainValid: true,
      replayMatches: true,
      eventsChecked: long.version,
      log: { leavesMatch: true, eventsInCheckpoint: long.version, eventsAfterCheckpoint: 0 },
    });
    expect(v.body.limits).not.toMatch(/incremental/);
    const [mark] = await t.app
      .get(DataSource)
      .query('SELECT version FROM verification_marks WHERE club_id = $1 AND stream_id = $2', [club.id, long.id]);
    expect(mark).toEqual({ version: long.version });
  });

  it('verifies again from the mark: the new events only, for a fraction of the first cost', async () => {
    const first = seen['first verification'];
    const before = long.version;
    await long.grow(before + 100);
    for (let i = 0; i < 300; i++) {
      if ((await get(club.auditor, `/v1/sessions/${long.id}/scoresheet`)).body.checkpoint) break;
      await sleep(100);
    }
    const v = await bounded('repeated verification (+100 events)', () =>
      get(club.auditor, `/v1/sessions/${long.id}/verification`),
    );
    expect(v.body).toMatchObject({
      chainValid: true,
      replayMatches: true,
      eventsChecked: long.version,
      log: { leavesMatch: true, eventsInCheckpoint: long.version },
    });
    expect(v.body.limits).toMatch(new RegExp(`incremental: every event up to version ${before} `));
    expect(v.body.limits).toMatch(/superuser.*ledger audit/);
    expect(seen['repeated verification (+100 events)'].cpuMs).toBeLessThan(first.cpuMs / 3);
  });

  it('verifies an unchanged session again without sending its big rows, yet still finds a superuser edit of them (ADR 0030)', async () => {
    const path = `/v1/sessions/${long.id}/verification`;
    const again = await bounded('unchanged session, verified again', () => get(club.auditor, path));
    expect(again.body).toMatchObject({ chainValid: true, replayMatches: true, eventsChecked: long.version });
    expect((await get(club.auditor, path)).body).toMatchObject({ replayMatches: true });
    // As the superuser: the score-sheet's body forged, then the session row rewritten with its own body
    // (same content, a new tuple): the first is found, the second is compared again and passes.
    const owner = new Client({ connectionString: t.db.url });
    await owner.connect();
    try {
      const where = 'WHERE club_id = $1 AND session_id = $2';
      const [{ body }] = (await owner.query(`SELECT body FROM scoresheet_views ${where}`, [club.id, long.id])).rows;
      await owner.query(`UPDATE scoresheet_views SET body = jsonb_set(body, '{forged}', 'true') ${where}`, [
        club.id,
        long.id,
      ]);
      expect((await get(club.auditor, path)).body).toMatchObject({ replayMatches: false, mismatches: ['scoresheet'] });
      await owner.query(`UPDATE scoresheet_views SET body = $3 ${where}`, [club.id, long.id, body]);
      await owner.query(`UPDATE session_views SET body = body ${where}`, [club.id, long.id]);
      expect((await get(club.auditor, path)).body).toMatchObject({ replayMatches: true });
      // the session's body is json (migration 1764400021000): edited as jsonb, as a superuser would
      await owner.query(`UPDATE session_views SET body = jsonb_set(body::jsonb, '{forged}', 'true')::json ${where}`, [
        club.id,
        long.id,
      ]);
      expect((await get(club.auditor, path)).body).toMatchObject({ replayMatches: false, mismatches: ['session'] });
      await owner.query(`UPDATE session_views SET body = (body::jsonb - 'forged')::json ${where}`, [club.id, long.id]);
      expect((await get(club.auditor, path)).body).toMatchObject({ replayMatches: true });
    } finally {
      await owner.end();
    }
  });

  it('streams the whole session to a new client in pages without holding the loop', async () => {
    const r = await bounded('stream catch-up', () => catchUp(club.auditor, long.version));
    expect(r).toEqual({ ids: long.version, last: long.version });
  });

  it('serves the deal views, time travel, the score-sheet and the event lists without holding the loop', async () => {
    const deals = (await get(club.auditor, `/v1/sessions/${long.id}`)).body.deals.length as number;
    expect(deals).toBeGreaterThan(100);
    const reads: [string, string][] = [
      ['session', `/v1/sessions/${long.id}`],
      ['deal view', `/v1/sessions/${long.id}/deals/${deals}`],
      ['deal as of 5000', `/v1/sessions/${long.id}/deals/90?asOf=5000`],
      ['score-sheet', `/v1/sessions/${long.id}/scoresheet`],
      ["a deal's events", `/v1/sessions/${long.id}/deals/${deals - 1}/events`],
      ['events page (1000)', `/v1/sessions/${long.id}/events?after=4000&limit=1000`],
    ];
    for (const [name, path] of reads) {
      const res = await bounded(name, () => get(club.auditor, path));
      expect([name, res.status]).toEqual([name, 200]);
    }
  });
});

describe('caps on open event streams (issue 18.3)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  let base: string;
  let session: string;

  beforeAll(async () => {
    t = await startTestApp('e2e_stream_caps', { MAX_STREAMS_PER_KEY: '2', MAX_STREAMS_PER_CLUB: '3' });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    api = new LedgerClient(t.app);
    club = await api.club('Capped club');
    session = await api.session(club, 'whist');
  });
  afterAll(async () => {
    await t?.close();
  });

  const open = async (key: string, id = session) => {
    const ctrl = new AbortController();
    const res = await fetch(`${base}/v1/sessions/${id}/stream`, {
      headers: { Authorization: `Bearer ${key}` },
      signal: ctrl.signal,
    });
    const body = (res.headers.get('content-type')?.includes('problem') ? await res.json() : undefined) as any;
    return { res, body, close: () => ctrl.abort() };
  };
  const until = async (f: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await f()); i++) await sleep(20);
  };

  it('refuses a key its third stream and a club its fourth with a 429 problem and Retry-After, and frees a place on close', async () => {
    const a1 = await open(club.auditor);
    const a2 = await open(club.auditor);
    expect([a1.res.status, a2.res.status]).toEqual([200, 200]);
    const a3 = await open(club.auditor);
    expect(a3.res.status).toBe(429);
    expect(a3.res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(Number(a3.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(a3.body).toMatchObject({ status: 429, code: 'TOO_MANY_STREAMS' });
    expect(a3.body.detail).toMatch(/MAX_STREAMS_PER_KEY allows 2/);
    const s1 = await open(club.scorer);
    expect(s1.res.status).toBe(200);
    const s2 = await open(club.scorer); // the club's fourth
    expect(s2.res.status).toBe(429);
    expect(s2.body.detail).toMatch(/MAX_STREAMS_PER_CLUB allows 3/);
    a1.close();
    let again: Awaited<ReturnType<typeof open>> | undefined;
    await until(async () => {
      again?.close();
      again = await open(club.auditor);
      return again.res.status === 200;
    });
    expect(again?.res.status).toBe(200);
    for (const s of [a2, s1, again!]) s.close();
  });

  it('refuses past the caps before reading the session, and a stream of an unknown session takes no place', async () => {
    await until(async () => (await open(club.auditor, randomUUID())).res.status === 404); // the last test's places freed
    for (let i = 0; i < 4; i++) expect((await open(club.auditor, randomUUID())).res.status).toBe(404);
    const a1 = await open(club.auditor);
    const a2 = await open(club.auditor);
    expect([a1.res.status, a2.res.status]).toEqual([200, 200]);
    // full: even an unknown session is refused by the cap (no query is made for it)
    const past = await open(club.auditor, randomUUID());
    expect(past.res.status).toBe(429);
    for (const s of [a1, a2]) s.close();
  });

  it('a forward-only mark: the app cannot move a verification mark back (trigger), nor delete it', async () => {
    const ds = t.app.get(DataSource);
    await ds.query(
      `INSERT INTO verification_marks (club_id, stream_id, version, hash, log_size) VALUES ($1, $2, 10, 'h', 10)`,
      [club.id, session],
    );
    const code = async (sql: string) => {
      try {
        await ds.query(sql, [club.id, session]);
        return 'ok';
      } catch (e) {
        return (e as { driverError?: { code?: string } }).driverError?.code ?? String(e);
      }
    };
    const where = 'WHERE club_id = $1 AND stream_id = $2';
    expect(await code(`UPDATE verification_marks SET version = 9 ${where}`)).toBe('23514');
    expect(await code(`UPDATE verification_marks SET log_size = 9 ${where}`)).toBe('23514');
    expect(await code(`UPDATE verification_marks SET version = 11, log_size = 12 ${where}`)).toBe('ok');
    expect(await code(`DELETE FROM verification_marks ${where}`)).toBe('42501');
    const owner = new Client({ connectionString: t.db.url });
    await owner.connect();
    try {
      const r = await owner.query('SELECT version FROM verification_marks WHERE stream_id = $1', [session]);
      expect(r.rows).toEqual([{ version: 11 }]);
    } finally {
      await owner.end();
    }
  });
});
