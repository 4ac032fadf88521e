import { scriptDeal, seededRandom } from './support/deal-script';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

describe('GET .../claims/{id}/analysis: exact analysis of a claim (issue 9)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_claims_analysis');
    api = new LedgerClient(t.app);
    club = await api.club('Claim audit club');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function claimAfter(tricks: number, withHands: boolean) {
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(31), 'S');
    await api.post(club.scorer, `/v1/sessions/${session}/deals`, { dealer: 'S', trumpCard: deal.trumpCard, ...(withHands ? { hands: deal.hands } : {}) });
    await api.plays(club.scorer, session, 1, deal.plays.slice(0, tricks * 4));
    const view = await api.get(club.auditor, `/v1/sessions/${session}/deals/1`);
    const seat = view.body.tricks.at(-1).winner;
    const claim = await api.fact(club.scorer, session, 1, 'claims', { seat, tricks: 'rest' });
    return { session, claimId: claim.id as string, path: `/v1/sessions/${session}/deals/1/claims/${claim.id}/analysis` };
  }

  const analysedEvents = async (session: string) =>
    (await api.get(club.auditor, `/v1/sessions/${session}/events?after=0&limit=1000`)).body.events.filter((e: { type: string }) => e.type === 'ClaimAnalysed');

  it('answers {sound, guaranteedTricks, refutation?} with the solver version, computed once and recorded as an event', async () => {
    const { session, claimId, path } = await claimAfter(9, true);
    const first = await api.get(club.auditor, path);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ claimId, solverVersion: expect.stringMatching(/^claim-solver\//) });
    expect(first.body.guaranteedTricks).toBeGreaterThanOrEqual(0);
    expect(first.body.guaranteedTricks).toBeLessThanOrEqual(4);
    expect(first.body.sound).toBe(first.body.guaranteedTricks === 4);
    if (!first.body.sound) expect(first.body.refutation.length).toBeGreaterThan(0);
    const again = await api.get(club.auditor, path);
    expect(again.body).toEqual(first.body);
    expect(await analysedEvents(session)).toHaveLength(1);
    const audit = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
    expect(audit.body).toMatchObject({ chainValid: true, replayMatches: true });
  });

  it('answers 422 HANDS_NOT_KNOWN, saying what is missing, when the hands were not recorded', async () => {
    const { session, path } = await claimAfter(2, false);
    const res = await api.get(club.auditor, path);
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.body.code).toBe('HANDS_NOT_KNOWN');
    expect(res.body.detail).toMatch(/hands of/);
    expect(await analysedEvents(session)).toHaveLength(0);
  });

  it('answers 404 for an unknown claim', async () => {
    const { session } = await claimAfter(1, true);
    const res = await api.get(club.auditor, `/v1/sessions/${session}/deals/1/claims/00000000-0000-4000-8000-000000000000/analysis`);
    expect([404, 422]).toContain(res.status);
    expect(res.body.code).toBe('NO_SUCH_CLAIM');
  });
});
