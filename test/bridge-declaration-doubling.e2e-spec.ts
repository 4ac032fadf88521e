import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { read, startDeal } from './support/e2e-helpers';
import { deal } from './support/table-play';

// W deals; E is his partner (Dummy); N is the eldest hand; S the dealer's right-hand adversary.
describe('bridge-1904:49-51, 54-58 over HTTP: declarations by the wrong player and the doubling procedure', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_bridge_declaration_doubling');
    api = new LedgerClient(t.app);
    club = await api.club('Bridge club');
  });
  afterAll(async () => {
    await t?.close();
  });

  const newSession = async () => {
    const session = await api.session(club, 'bridge-1904');
    await startDeal(api, club, session, { dealer: 'W', hands: deal(5, 'W').hands });
    return session;
  };
  const dealView = (session: string) => read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
  const expect422 = async (session: string, what: string, body: object, law: string) => {
    const before = await dealView(session);
    const res = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/${what}`, body);
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ law });
    expect((await dealView(session)).version).toBe(before.version);
  };

  it("bridge-1904:49 the dealer's partner declares unasked: recorded; the eldest hand's new deal ends the hand without a score", async () => {
    const session = await newSession();
    const w = await api.fact(club.scorer, session, 1, 'calls', { seat: 'E', call: 'declare', trumpSuit: 'NT' });
    const irr = w.events.find((e: { type: string }) => e.type === 'IrregularityRecorded');
    expect(irr).toMatchObject({ kind: 'declaration-out-of-turn', seat: 'E', law: 'bridge-1904:49' });
    const view = await dealView(session);
    expect(view.contract).toMatchObject({ caller: 'W', noTrumps: true });
    expect(view.irregularities[0].remedies.map((r: { kind: string }) => r.kind)).toEqual([
      'new-deal',
      'declaration-stands',
    ]);
    await expect422(session, 'penalties', { by: 'S', against: 'E', kind: 'new-deal' }, 'bridge-1904:49');
    await api.fact(club.scorer, session, 1, 'penalties', { by: 'N', against: 'E', kind: 'new-deal' });
    const ended = await dealView(session);
    expect(ended.status).toBe('ended');
    expect(ended.result).toMatchObject({ reason: 'new-deal', offender: 'E' });
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.deals).toEqual([]);
    await startDeal(api, club, session, { dealer: 'W', hands: deal(6, 'W').hands });
  }, 60_000);

  it("bridge-1904:51 an adversary's declaration has no effect; once the dealer proceeds, his fresh deal is refused 422 with the law", async () => {
    const session = await newSession();
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'N', call: 'declare', trumpSuit: 'S' });
    expect((await dealView(session)).contract).toBeNull();
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'W', call: 'declare', trumpSuit: 'H' });
    expect((await dealView(session)).contract).toMatchObject({ trump: 'H' });
    await expect422(session, 'penalties', { by: 'W', against: 'N', kind: 'new-deal' }, 'bridge-1904:51');
  }, 60_000);

  it('bridge-1904:57 S doubles before "May I lead?": recorded undoubled; other calls wait (422); the declarer lets it stand', async () => {
    const session = await newSession();
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'W', call: 'declare', trumpSuit: 'D' });
    const w = await api.fact(club.scorer, session, 1, 'calls', { seat: 'S', call: 'double' });
    expect(w.events.map((e: { type: string }) => e.type)).toEqual(['CallMade', 'IrregularityRecorded']);
    expect((await dealView(session)).contract.doublings).toBe(0);
    await expect422(session, 'calls', { seat: 'N', call: 'may-i-lead' }, 'bridge-1904:57');
    await api.fact(club.scorer, session, 1, 'penalties', { by: 'W', against: 'S', kind: 'double-stands' });
    expect((await dealView(session)).contract.doublings).toBe(1);
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'W', call: 'satisfied' });
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'E', call: 'satisfied' });
    await expect422(session, 'calls', { seat: 'S', call: 'redouble' }, 'bridge-1904:60');
  }, 60_000);

  it('bridge-1904:54 "May I lead?" answered "Yes": no doubling, a later double is refused (bridge-1904:60)', async () => {
    const session = await newSession();
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'W', call: 'declare', trumpSuit: 'C' });
    await expect422(session, 'calls', { seat: 'S', call: 'yes' }, 'bridge-1904:54');
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'N', call: 'may-i-lead' });
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'S', call: 'yes' });
    await expect422(session, 'calls', { seat: 'N', call: 'double' }, 'bridge-1904:60');
    expect((await dealView(session)).contract.doublings).toBe(0);
  }, 60_000);
  it('bridge-1904:58 a consultation as to doubling is recorded as a fact of conduct; the maker of the trump claims the new deal', async () => {
    const session = await newSession();
    await expect422(session, 'irregularities', { seat: 'S', kind: 'doubling-consultation' }, 'bridge-1904:58');
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'W', call: 'declare', trumpSuit: 'S' });
    await api.fact(club.scorer, session, 1, 'irregularities', { seat: 'S', kind: 'doubling-consultation' });
    const view = await dealView(session);
    expect(view.irregularities[0]).toMatchObject({ kind: 'doubling-consultation', law: 'bridge-1904:58' });
    await expect422(session, 'penalties', { by: 'N', against: 'S', kind: 'new-deal' }, 'bridge-1904:58');
    await api.fact(club.scorer, session, 1, 'penalties', { by: 'W', against: 'S', kind: 'new-deal' });
    expect((await dealView(session)).result).toMatchObject({ reason: 'new-deal' });
  }, 60_000);
  it('bridge-1904:59 the eldest hand leads before the doubling is complete: his partner still doubles; after the next card, 422 (bridge-1904:53)', async () => {
    const session = await newSession();
    const { hands } = deal(5, 'W');
    await api.fact(club.scorer, session, 1, 'calls', { seat: 'W', call: 'declare', trumpSuit: 'NT' });
    await api.fact(club.scorer, session, 1, 'plays', { seat: 'N', card: hands.N[0] });
    const w = await api.fact(club.scorer, session, 1, 'calls', { seat: 'S', call: 'double' });
    expect(w.events[0]).toMatchObject({ type: 'CallMade', afterLead: true });
    expect((await dealView(session)).contract.doublings).toBe(1);
    const led = hands.N[0][1];
    const follow = hands.E.find((c) => c[1] === led) ?? hands.E[0];
    await api.fact(club.scorer, session, 1, 'plays', { seat: 'E', card: follow });
    await expect422(session, 'calls', { seat: 'W', call: 'redouble' }, 'bridge-1904:53');
  }, 60_000);
});
