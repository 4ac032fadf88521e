import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { read, startDeal } from './support/e2e-helpers';
import { deal } from './support/table-play';

describe("bridge-1904:71 over HTTP: a card exposed before the first lead takes away the partner's double", () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_bridge_exposure_double');
    api = new LedgerClient(t.app);
    club = await api.club('Bridge club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("bridge-1904:71 S exposes a card after the declaration: N's double is refused 422 with the law, nothing written; S may double", async () => {
    const session = await api.session(club, 'bridge-1904');
    const { hands } = deal(3, 'W');
    await startDeal(api, club, session, { dealer: 'W', hands });
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'W', call: 'declare', trumpSuit: 'H' });
    await api.fact(club.scorer, session, 1, 'exposures', { seat: 'S', cards: [hands.S[0]], how: 'dropped' });
    const before = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    const refused = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/calls`, { seat: 'N', call: 'double' });
    expect(refused.status).toBe(422);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'bridge-1904:71' });
    const after = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(after.version).toBe(before.version);
    expect(after.contract.doublings).toBe(0);
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'S', call: 'double' });
    const doubled = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(doubled.contract.doublings).toBe(1);
  }, 60_000);
});
