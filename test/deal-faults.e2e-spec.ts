import { LedgerClient, TestClub } from './support/ledger-client';
import { read, startDeal, streamState, verification } from './support/e2e-helpers';
import { deal } from './support/table-play';
import { startTestApp, TestApp } from './support/test-app';

describe('the deal laws over HTTP: POST .../deal-faults (whist-1900:28-41, dummy-3; bridge-1904:37-45)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_deal_faults');
    api = new LedgerClient(t.app);
    club = await api.club('Deal club');
  });
  afterAll(async () => {
    await t?.close();
  });
  const fault = (session: string, n: number, body: Record<string, unknown>) =>
    api.post(club.scorer, `/v1/sessions/${session}/deals/${n}/deal-faults`, body);

  it('whist-1900:39 a misdeal annuls the hand without score and passes the deal to the left; whist-1900:34 a deal out of turn stands once the trump card is turned', async () => {
    const session = await api.session(club, 'whist');
    const d1 = deal(3, 'S');
    await startDeal(api, club, session, { dealer: 'S', hands: d1.hands, trumpCard: d1.trumpCard });
    const notDealer = await fault(session, 1, { fault: 'misdeal', seat: 'N' });
    expect(notDealer.status).toBe(400); // MALFORMED_COMMAND answers 400, with the law
    expect(notDealer.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(notDealer.body).toMatchObject({ code: 'MALFORMED_COMMAND', law: 'whist-1900:37' });

    const misdeal = await fault(session, 1, { fault: 'misdeal', seat: 'S', cause: 'two-cards-then-third' });
    expect(misdeal.status).toBe(201);
    expect(misdeal.body.events.map((e: { type: string }) => e.type)).toEqual(['IrregularityRecorded', 'DealEnded']);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.status).toBe('ended');
    expect(view.result).toMatchObject({
      reason: 'new-deal',
      nextDealer: 'W',
      law: 'whist-1900:39',
      offence: 'misdeal',
    });
    expect(view.irregularities[0]).toMatchObject({ kind: 'misdeal', law: 'whist-1900:37' });
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.deals).toEqual([]);
    expect(sheet.score).toEqual({ NS: 0, EW: 0 });

    // E deals deal 2 although W ought to; the trump card is turned, so the deal can no longer be stopped
    const d2 = deal(4, 'E');
    await startDeal(api, club, session, { dealer: 'E', hands: d2.hands, trumpCard: d2.trumpCard });
    const head = await streamState(api, club.auditor, session);
    const stop = await fault(session, 2, { fault: 'dealt-out-of-turn', seat: 'E', stopped: true });
    expect(stop.status).toBe(422);
    expect(stop.body).toMatchObject({ code: 'CORRECTION_NOT_ALLOWED', law: 'whist-1900:34' });
    expect(await streamState(api, club.auditor, session)).toEqual(head);
    const stands = await fault(session, 2, { fault: 'dealt-out-of-turn', seat: 'E' });
    expect(stands.status).toBe(201);
    const v2 = await read(api, club.auditor, `/v1/sessions/${session}/deals/2`);
    expect(v2.status).toBe('playing');
    expect(v2.irregularities[0]).toMatchObject({
      kind: 'dealt-out-of-turn',
      rightful: 'W',
      remedies: [],
      noPenaltyLaw: 'whist-1900:34',
    });
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 60_000);

  it('whist-1900:30 a card exposed in dealing by the dealer: the adversaries elect a new deal (the same dealer deals); the card is never callable', async () => {
    const session = await api.session(club, 'whist');
    const d = deal(5, 'S');
    await startDeal(api, club, session, { dealer: 'S', hands: d.hands, trumpCard: d.trumpCard });
    const card = d.hands.S[0];
    const rec = await fault(session, 1, { fault: 'exposed-in-dealing', seat: 'S', card });
    expect(rec.status).toBe(201);
    expect(rec.body.events.find((e: { type: string }) => e.type === 'IrregularityRecorded')).toMatchObject({
      kind: 'exposed-in-dealing',
      remedies: [
        { kind: 'new-deal', electors: ['E', 'W'], law: 'whist-1900:30' },
        { kind: 'deal-stands', electors: ['E', 'W'], law: 'whist-1900:30' },
      ],
    });
    const call = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/penalties`, {
      by: 'E',
      against: 'S',
      kind: 'call-card',
      card,
    });
    expect(call.status).toBe(422);
    const wrong = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/penalties`, {
      by: 'N',
      against: 'S',
      kind: 'new-deal',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.law).toBe('whist-1900:30');
    const elected = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/penalties`, {
      by: 'W',
      against: 'S',
      kind: 'new-deal',
    });
    expect(elected.status).toBe(201);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.result).toMatchObject({ reason: 'new-deal', offender: 'S' });
    expect((await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`)).deals).toEqual([]);
  }, 60_000);

  it('whist-1900:40 a short hand found after the first trick: the deal stands, the missing card proves a revoke, and the adversaries take its penalty on the score', async () => {
    const session = await api.session(club, 'whist');
    await startDeal(api, club, session, { dealer: 'S', trumpSuit: 'C' }); // hands not recorded; W leads
    for (const p of [
      { seat: 'W', card: '2H' },
      { seat: 'N', card: '3S' }, // N renounces hearts
      { seat: 'E', card: '4H' },
      { seat: 'S', card: '5H' },
    ])
      expect((await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, p)).status).toBe(201);
    const early = await fault(session, 1, { fault: 'wrong-card-count', seat: 'N', short: ['N'], cards: ['3S'] });
    expect(early.status).toBe(422);
    const found = await fault(session, 1, { fault: 'wrong-card-count', seat: 'N', short: ['N'], cards: ['KH'] });
    expect(found.status).toBe(201);
    expect(found.body.events.map((e: { type: string }) => e.type)).toEqual(['IrregularityRecorded', 'RevokeCommitted']);
    // S (N's partner) claims the rest: his side plays on, so the revoke is established (whist-1900:77)
    const claim = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/claims`, { seat: 'S', tricks: 'rest' });
    expect(claim.status).toBe(201);
    const answer = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/claims/${claim.body.id}/responses`, {
      seat: 'E',
      accept: true,
    });
    expect(answer.status).toBe(201);
    const rc = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-claims`, { by: 'E', against: 'N' });
    expect(rc.status).toBe(201);
    expect(rc.body).toMatchObject({ verdict: 'established', evidence: { heldCard: 'KH', source: 'shown' } });
    const pen = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-penalties`, {
      by: 'E',
      revokeClaim: rc.body.id,
      option: 'add-three',
    });
    expect(pen.status).toBe(201);
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.deals).toHaveLength(1);
    expect(sheet.deals[0].penalties).toEqual([
      expect.objectContaining({ to: 'EW', option: 'add-three', law: 'whist-1900:75' }),
    ]);
    expect(sheet.score.EW).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('whist-1900:dummy-3 and bridge-1904:38 no misdeal: the same dealer deals again; bridge-1904:39 refuses a cause it does not name', async () => {
    const dummy = await api.session(club, 'dummy-whist');
    await startDeal(api, club, dummy, { dealer: 'S', trumpSuit: 'C' });
    const r = await fault(dummy, 1, { fault: 'misdeal', seat: 'S', cause: 'not-in-rotation' });
    expect(r.status).toBe(201);
    expect((await read(api, club.auditor, `/v1/sessions/${dummy}/deals/1`)).result).toMatchObject({
      nextDealer: 'S',
      law: 'whist-1900:dummy-3',
    });

    const bridge = await api.session(club, 'bridge-1904');
    await startDeal(api, club, bridge, { dealer: 'S' });
    const counted = await fault(bridge, 1, { fault: 'misdeal', seat: 'S', cause: 'dealer-counted' });
    expect(counted.status).toBe(400);
    expect(counted.body.law).toBe('bridge-1904:39');
    const b = await fault(bridge, 1, { fault: 'misdeal', seat: 'S', cause: 'fourteen-cards' });
    expect(b.status).toBe(201);
    expect((await read(api, club.auditor, `/v1/sessions/${bridge}/deals/1`)).result).toMatchObject({
      nextDealer: 'S',
      law: 'bridge-1904:39',
    });

    const solo = await api.session(club, 'solo-whist');
    await startDeal(api, club, solo, { dealer: 'S', trumpSuit: 'C' });
    const s = await fault(solo, 1, { fault: 'misdeal', seat: 'S' });
    expect(s.status).toBe(400);
    expect(s.body.law).toBe('solo-hoffmann:p149');
    const bad = await fault(solo, 1, { fault: 'misdeal', seat: 'S', stopped: 'yes' });
    expect(bad.status).toBe(400);
  }, 60_000);
});
