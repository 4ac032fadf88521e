import { scriptDeal, seededRandom } from './support/deal-script';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

describe('concurrent writes to one session (api.md "Concurrency and retries")', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_concurrent');
    api = new LedgerClient(t.app);
    club = await api.club('Concurrent club');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function freshDeal() {
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(11), 'S');
    const started = await api.post(club.scorer, `/v1/sessions/${session}/deals`, { dealer: 'S', hands: deal.hands, trumpCard: deal.trumpCard });
    return { session, deal, version: started.body.version as number };
  }

  it('with the same If-Match, exactly one of several concurrent writes succeeds; the rest get 409 and write nothing', async () => {
    const { session, deal, version } = await freshDeal();
    const sends = deal.plays.slice(0, 4).map((p) =>
      api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, p, { 'If-Match': `"${version}"` }),
    );
    const statuses = (await Promise.all(sends)).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const log = await api.get(club.auditor, `/v1/sessions/${session}/events?after=${version}`);
    expect(log.body.events.filter((e: { type: string }) => e.type === 'CardPlayed')).toHaveLength(1);
  });

  it('without If-Match, concurrent writes are all recorded, each decided on the state it found, with no gap', async () => {
    const { session, deal, version } = await freshDeal();
    const sends = deal.plays.slice(0, 4).map((p) => api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, p));
    const results = await Promise.all(sends);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const log = await api.get(club.auditor, `/v1/sessions/${session}/events?after=0&limit=1000`);
    const versions = log.body.events.map((e: { version: number }) => e.version);
    expect(versions).toEqual(versions.map((_: number, i: number) => i + 1));
    const played = log.body.events.filter((e: { type: string }) => e.type === 'CardPlayed').map((e: { data: { card: string } }) => e.data.card);
    expect(played.sort()).toEqual(deal.plays.slice(0, 4).map((p) => p.card).sort());
    expect(versions.at(-1)).toBeGreaterThanOrEqual(version + 4);
  });
});
