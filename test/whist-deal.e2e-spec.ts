import { LedgerClient, TestClub } from './support/ledger-client';
import { scriptDeal, seededRandom } from './support/deal-script';
import { startTestApp, TestApp } from './support/test-app';

describe('a whist deal over HTTP (issue 5)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_whist');
    api = new LedgerClient(t.app);
    club = await api.club('Whist club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a deal with hands, plays 52 cards and serves the deal view and scoresheet', async () => {
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(1), 'S');
    const started = await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: deal.dealer,
      hands: deal.hands,
      trumpCard: deal.trumpCard,
    });
    expect(started.status).toBe(201);
    expect(started.body.number).toBe(1);
    await api.plays(club.scorer, session, 1, deal.plays);
    const view = await api.get(club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.status).toBe(200);
    expect(view.body.tricks).toHaveLength(13);
    expect(view.body.status).toBe('ended');
    expect(view.headers.etag).toBe(`"${view.body.version}"`);
    const sheet = await api.get(club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.deals).toHaveLength(1);
    const verify = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
    expect(verify.body).toMatchObject({ chainValid: true, replayMatches: true, eventsChecked: view.body.version });
  });
});
