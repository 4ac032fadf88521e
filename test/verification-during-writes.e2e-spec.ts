import { ReadRouter } from '../apps/ledger-api/src/replica/read-router';
import { scriptDeal, seededRandom } from './support/deal-script';
import { play, startDeal } from './support/e2e-helpers';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

/**
 * A verification reads a session's events, replays them, then compares the stored projections (not one
 * snapshot). A write that lands in between moves the projections past the replayed state: the check must not
 * report a table in play as not holding (the web app's "Server check", api.md `GET …/verification`).
 */
describe('a verification while the session is written to', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_verify_writes');
    api = new LedgerClient(t.app);
    club = await api.club('Verify-while-playing club');
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  it('verifies again when a write lands between the read of the events and the comparison, and finds it holds', async () => {
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(29), 'S');
    await startDeal(api, club, session, { dealer: 'S', hands: deal.hands, trumpCard: deal.trumpCard });
    expect((await play(api, club.scorer, session, 1, deal.plays.slice(0, 3))).version).toBeGreaterThan(0);
    // The first comparison of the session row is preceded by a play recorded through the API.
    const router = t.app.get(ReadRouter);
    const query = router.query.bind(router);
    let landed: number | undefined;
    jest.spyOn(router, 'query').mockImplementation(async (sql: string, params?: unknown[]) => {
      if (landed === undefined && sql.includes('FROM session_views') && sql.includes('AS same')) {
        const r = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, deal.plays[3]);
        landed = r.status;
      }
      return query(sql, params);
    });
    const audit = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
    expect(landed).toBe(201);
    expect(audit.status).toBe(200);
    expect(audit.body).toMatchObject({ chainValid: true, replayMatches: true });
    expect(audit.body.mismatches).toBeUndefined();
    expect(audit.body.eventsChecked).toBeGreaterThanOrEqual(6); // opened, dealt, four plays: the later head
  });
});
