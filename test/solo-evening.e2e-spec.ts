import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { play, read, startDeal, verification } from './support/e2e-helpers';
import { revokeDeal } from './support/revoke-script';
import { SEATS, Seat, deal, dotted, fullPack, highest, lowest, playOut, rng, split, suit } from './support/table-play';

/** Hoffmann's "six, twelve and eighteen", in pence (solo-hoffmann:p147-149, laws.md §4.8 A). */
const MISERE = 12;
const ABONDANCE = 18;

describe('a solo-whist evening in the Hoffmann scale (solo-hoffmann:p143-149)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_solo_evening');
    api = new LedgerClient(t.app);
    club = await api.club('Solo club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the calls in turn, settles a misère lost and an abondance made, pence from each opponent', async () => {
    const session = await api.session(club, 'solo-whist');
    const created = await read(api, club.auditor, `/v1/sessions/${session}`);
    expect(created.rules).toMatchObject({ stakes: 'hoffmann' });
    const call = (n: number, seat: Seat, c: string, trumpSuit?: string) =>
      api.post(club.scorer, `/v1/sessions/${session}/deals/${n}/calls`, {
        seat,
        call: c,
        ...(trumpSuit ? { trumpSuit } : {}),
      });

    // Deal 1, W deals, N is eldest and calls first (solo-hoffmann:p144).
    const d1 = deal(11, 'W');
    await startDeal(api, club, session, { dealer: 'W', hands: d1.hands, trumpCard: d1.trumpCard });
    const outOfTurn = await call(1, 'E', 'solo');
    expect(outOfTurn.status).toBe(422);
    expect(outOfTurn.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(outOfTurn.body.law).toBe('solo-hoffmann:p144');
    // a proposal, overcalled by a solo, overcalled by a misère; the others pass (solo-hoffmann:p146: a higher call cancels a lower)
    for (const [seat, c] of [
      ['N', 'proposal'],
      ['E', 'solo'],
      ['S', 'misere'],
      ['W', 'pass'],
      ['N', 'pass'],
    ] as const)
      expect((await call(1, seat, c)).status).toBe(201);
    const lower = await call(1, 'E', 'solo');
    expect(lower.status).toBe(422);
    expect((await call(1, 'E', 'pass')).status).toBe(201);
    let view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.calls.map((c: { seat: string; call: string }) => `${c.seat}:${c.call}`)).toEqual([
      'N:proposal',
      'E:solo',
      'S:misere',
      'W:pass',
      'N:pass',
      'E:pass',
    ]);
    expect(view.contract).toMatchObject({ call: 'misere', caller: 'S', trump: null, leader: 'N' });
    expect(view.status).toBe('playing');
    // no trumps in a misère; the caller plays high and takes a trick: lost at once, the hand ends there
    // (solo-hoffmann:p148: "lost as soon as the caller takes a trick"; no over- or under-tricks)
    const p1 = playOut(d1.hands, null, 'N', split(['S'], highest, lowest));
    const first = p1.tricks.findIndex((t) => t.winner === 'S');
    expect(first).toBeGreaterThanOrEqual(0);
    const taken = await play(
      api,
      club.scorer,
      session,
      1,
      p1.tricks.slice(0, first + 1).flatMap((t) => t.cards),
    );
    expect(taken.events).toContainEqual(
      expect.objectContaining({
        type: 'DealEnded',
        reason: 'misere-lost',
        trick: first + 1,
        law: 'solo-hoffmann:p148',
      }),
    );
    const further = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, p1.tricks[first + 1].cards[0]);
    expect(further.status).toBe(422);
    expect(further.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(further.body.code).toBe('HAND_ENDED');
    view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.status).toBe('ended');
    expect(view.result).toMatchObject({ reason: 'misere-lost', trick: first + 1, law: 'solo-hoffmann:p148' });
    let sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const misere = { N: MISERE, E: MISERE, S: -3 * MISERE, W: MISERE };
    expect(sheet.deals[0]).toMatchObject({ call: 'misere', caller: 'S', result: 'lost', balances: misere });
    expect(sheet.balances).toEqual(misere);

    // Deal 2, N deals, E is eldest. W holds nine top spades and calls abondance in spades.
    const W = dotted('AKQJT9876.AK.A.2');
    const rest = fullPack().filter((c) => !W.includes(c));
    const random = rng(5);
    for (let i = rest.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [rest[i], rest[j]] = [rest[j], rest[i]];
    }
    const hands: Record<Seat, string[]> = { N: rest.slice(0, 13), E: rest.slice(13, 26), S: rest.slice(26, 39), W };
    const trumpCard = hands.N.find((c) => suit(c) !== 'S')!;
    await startDeal(api, club, session, { dealer: 'N', hands, trumpCard });
    for (const [seat, c, s] of [
      ['E', 'pass'],
      ['S', 'pass'],
      ['W', 'abondance', 'S'],
      ['N', 'pass'],
    ] as const)
      expect((await call(2, seat, c, s)).status).toBe(201);
    view = await read(api, club.auditor, `/v1/sessions/${session}/deals/2`);
    expect(view.contract).toMatchObject({ call: 'abondance', caller: 'W', trump: 'S', leader: 'E' });
    const p2 = playOut(hands, 'S', 'E', split(['W'], highest, lowest));
    expect(p2.won.W).toBeGreaterThanOrEqual(9);
    await play(api, club.scorer, session, 2, p2.plays);
    sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    // 18d from each opponent, and 1d for each trick over nine (over-tricks not doubled unless agreed)
    const each = ABONDANCE + (p2.won.W - 9);
    const abondance = { N: -each, E: -each, S: -each, W: 3 * each };
    expect(sheet.deals[1]).toMatchObject({
      call: 'abondance',
      caller: 'W',
      result: 'made',
      tricks: p2.won.W,
      perOpponent: each,
      balances: abondance,
    });
    const total = Object.fromEntries(SEATS.map((s) => [s, misere[s] + abondance[s]]));
    expect(sheet.balances).toEqual(total);
    expect(Object.values(sheet.balances as Record<Seat, number>).reduce((a, b) => a + b, 0)).toBe(0);
    expect(sheet.unit).toBe('pence');
    // each player's ledger (api.md players/{id}/ledger) shows his seat's balance for the evening
    for (const [i, seat] of SEATS.entries()) {
      const ledger = await read(api, club.auditor, `/v1/clubs/${club.id}/players/${club.players[i]}/ledger`);
      expect(ledger.sessions).toEqual([
        expect.objectContaining({ sessionId: session, variant: 'solo-whist', unit: 'pence', balance: total[seat] }),
      ]);
    }
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 60_000);

  it('a defender leading out of turn against a misère: the caller wins at once, the offender pays for his side (solo-hoffmann:p150)', async () => {
    const session = await api.session(club, 'solo-whist');
    const d = deal(23, 'W');
    await startDeal(api, club, session, { dealer: 'W', hands: d.hands, trumpCard: d.trumpCard });
    for (const [seat, c] of [
      ['N', 'pass'],
      ['E', 'misere'],
      ['S', 'pass'],
      ['W', 'pass'],
    ] as const)
      await api.fact(club.scorer, session, 1, 'calls', { seat, call: c });
    const loot = await api.fact(club.scorer, session, 1, 'plays', { seat: 'S', card: d.hands.S[0] });
    expect(loot.irregularities).toEqual([
      expect.objectContaining({ type: 'LeadOutOfTurnRecorded', seat: 'S', rightful: 'N' }),
    ]);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.status).toBe('ended');
    expect(view.result).toMatchObject({ reason: 'misere-forfeit', offender: 'S' });
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.balances).toEqual({ N: 0, E: 3 * MISERE, S: -3 * MISERE, W: 0 });
  }, 60_000);

  it("a defender's revoke against a solo: the caller wins his basic stake from each opponent, all paid by the offender (product.md, solo-hoffmann:p152)", async () => {
    const session = await api.session(club, 'solo-whist');
    const d = revokeDeal(31, 'W', 'EW');
    await startDeal(api, club, session, { dealer: 'W', hands: d.hands, trumpCard: d.trumpCard });
    for (const [seat, c] of [
      ['N', 'solo'],
      ['E', 'pass'],
      ['S', 'pass'],
      ['W', 'pass'],
    ] as const)
      await api.fact(club.scorer, session, 1, 'calls', { seat, call: c });
    await play(api, club.scorer, session, 1, d.played.plays);
    const claim = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: 'N', against: d.revoke.seat });
    expect(claim).toMatchObject({ verdict: 'established', trick: d.revoke.trick, law: 'solo-hoffmann:p152' });
    const fixed = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-penalties`, {
      by: 'N',
      revokeClaim: claim.id,
      option: 'take-three-tricks',
    });
    expect(fixed.status).toBe(422);
    expect(fixed.body).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'solo-hoffmann:p152' });
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const SOLO = 6;
    expect(sheet.balances).toEqual({
      N: 3 * SOLO,
      E: d.revoke.seat === 'E' ? -3 * SOLO : 0,
      S: 0,
      W: d.revoke.seat === 'W' ? -3 * SOLO : 0,
    });
  }, 60_000);
});
