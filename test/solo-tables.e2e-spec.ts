import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { play, read, startDeal, verification } from './support/e2e-helpers';
import { shuffled } from './support/seeded-random';
import { Play, Seat, deal, fullPack, highest, lowest, playOut, rank, rng, split, suit } from './support/table-play';

/** Hoffmann's solo stake: 6d from or to each opponent, 1d a trick over or under five (solo-hoffmann:p147-148). */
const SOLO = 6;
const soloPer = (won: number) => SOLO + Math.abs(won - 5);

/** Three seats playing out thirteen tricks of three cards (solo-hoffmann:p156): `caller` plays high, the others low. */
function playThree(hands: Record<string, string[]>, trump: string, leader: string, caller: string) {
  const order = ['N', 'E', 'S'];
  const left = Object.fromEntries(order.map((s) => [s, [...hands[s]]]));
  const plays: { seat: string; card: string }[] = [];
  const won: Record<string, number> = { N: 0, E: 0, S: 0 };
  let lead = leader;
  for (let t = 0; t < 13; t++) {
    const trick: { seat: string; card: string }[] = [];
    for (let k = 0; k < 3; k++) {
      const seat = order[(order.indexOf(lead) + k) % 3];
      const follow = trick.length ? left[seat].filter((c) => suit(c) === suit(trick[0].card)) : [];
      const lawful = (follow.length ? follow : left[seat]).sort((a, b) => rank(a) - rank(b));
      const card = seat === caller ? lawful[lawful.length - 1] : lawful[0];
      left[seat] = left[seat].filter((c) => c !== card);
      trick.push({ seat, card });
    }
    const trumps = trick.filter((p) => suit(p.card) === trump);
    const pool = trumps.length ? trumps : trick.filter((p) => suit(p.card) === suit(trick[0].card));
    lead = pool.sort((a, b) => rank(b.card) - rank(a.card))[0].seat;
    won[lead]++;
    plays.push(...trick);
  }
  return { plays, won };
}

describe('solo whist at tables of five and three, and the General Misère (solo-hoffmann:p147, p156)', () => {
  let t: TestApp;
  let api: LedgerClient;
  beforeAll(async () => {
    t = await startTestApp('e2e_solo_tables');
    api = new LedgerClient(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("five players: the dealer's right sits out, neither paying nor receiving; the score-sheet shows him (solo-hoffmann:p156)", async () => {
    const club: TestClub = await api.club('Five-handed solo club', 5);
    const [N, E, S, W, P5] = club.players;
    const session = await api.session(club, 'solo-whist', undefined, { N, E, S, W, P5 });
    // N deals: the player on his right (P5) sits out; E is eldest
    const d1 = deal(31, 'N');
    await startDeal(api, club, session, { dealer: 'N', hands: d1.hands, trumpCard: d1.trumpCard });
    let view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.sittingOut).toBe('P5');
    expect(Object.keys(view.hands).sort()).toEqual(['E', 'N', 'S', 'W']);
    const call = (seat: string, c: string) =>
      api.post(club.scorer, `/v1/sessions/${session}/deals/1/calls`, { seat, call: c });
    const sitter = await call('P5', 'solo');
    expect(sitter.status).toBe(422);
    expect(sitter.headers['content-type']).toMatch(/application\/problem\+json/);
    for (const [seat, c] of [
      ['E', 'solo'],
      ['S', 'pass'],
      ['W', 'pass'],
      ['N', 'pass'],
    ])
      expect((await call(seat, c)).status).toBe(201);
    const p = playOut(d1.hands, suit(d1.trumpCard), 'E', split(['E'], highest, lowest));
    await play(api, club.scorer, session, 1, p.plays);
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const per = soloPer(p.won.E);
    const sign = p.won.E >= 5 ? 1 : -1;
    const balances = { N: -sign * per, E: 3 * sign * per, S: -sign * per, W: -sign * per, P5: 0 };
    expect(sheet.players).toEqual(['N', 'E', 'S', 'W', 'P5']);
    expect(sheet.deals[0]).toMatchObject({ call: 'solo', caller: 'E', sittingOut: 'P5', perOpponent: per, balances });
    expect(sheet.balances).toEqual(balances);
    // the player who sat out has a zero balance in his ledger for the session
    const ledger = await read(api, club.auditor, `/v1/clubs/${club.id}/players/${P5}/ledger`);
    expect(ledger.sessions).toEqual([expect.objectContaining({ sessionId: session, balance: 0 })]);
    // the deal passes to the left; the new dealer's right sits out (E deals: N sits out)
    await startDeal(api, club, session, { dealer: 'E', trumpSuit: 'H' });
    view = await read(api, club.auditor, `/v1/sessions/${session}/deals/2`);
    expect(view.sittingOut).toBe('N');
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 60_000);

  it('General Misère: all pass, no trumps, and the taker of the last trick pays each opponent a solo stake (solo-hoffmann:p147)', async () => {
    const club = await api.club('General misère club');
    const bad = await api.post(club.admin, `/v1/clubs/${club.id}/sessions`, {
      variant: 'solo-whist',
      seats: { N: club.players[0], E: club.players[1], S: club.players[2], W: club.players[3] },
      rules: { generalMisere: 'sometimes' },
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    const session = await api.session(club, 'solo-whist', { generalMisere: 'last-trick' });
    const d = deal(41, 'W');
    await startDeal(api, club, session, { dealer: 'W', hands: d.hands, trumpCard: d.trumpCard });
    for (const seat of ['N', 'E', 'S', 'W'])
      expect(
        (await api.post(club.scorer, `/v1/sessions/${session}/deals/1/calls`, { seat, call: 'pass' })).status,
      ).toBe(201);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.contract).toMatchObject({ call: 'general-misere', trump: null, leader: 'N' });
    expect(view.status).toBe('playing');
    const p = playOut(d.hands, null, 'N', lowest);
    await play(api, club.scorer, session, 1, p.plays);
    const last: Seat = p.tricks[12].winner;
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const balances = Object.fromEntries((['N', 'E', 'S', 'W'] as const).map((s) => [s, s === last ? -3 * SOLO : SOLO]));
    expect(sheet.deals[0]).toMatchObject({ call: 'general-misere', result: 'lost', losers: [last] });
    expect(sheet.balances).toEqual(balances);
  }, 60_000);

  it('three players: 40 cards, the 40th turned up belongs to no one, no proposition, tricks of three (solo-hoffmann:p156)', async () => {
    const club = await api.club('Three-handed solo club', 3);
    const [N, E, S] = club.players;
    const session = await api.session(club, 'solo-whist', undefined, { N, E, S });
    const created = await read(api, club.auditor, `/v1/sessions/${session}`);
    expect(created.rules).toMatchObject({ threeHandedPack: 'forty-cards', generalMisere: 'off' });
    const pack = shuffled(
      rng(53),
      fullPack().filter((c) => !'234'.includes(c[0])),
    );
    const hands = { N: pack.slice(0, 13), E: pack.slice(13, 26), S: pack.slice(26, 39) };
    const turned = pack[39];
    await startDeal(api, club, session, { dealer: 'S', hands } as never);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.trumpCard).toBe(turned);
    expect(view.trump).toBe(suit(turned));
    const call = (seat: string, c: string) =>
      api.post(club.scorer, `/v1/sessions/${session}/deals/1/calls`, { seat, call: c });
    const proposal = await call('N', 'proposal');
    expect(proposal.status).toBe(422);
    expect(proposal.body.law).toBe('solo-hoffmann:p156');
    for (const [seat, c] of [
      ['N', 'solo'],
      ['E', 'pass'],
      ['S', 'pass'],
    ])
      expect((await call(seat, c)).status).toBe(201);
    const p = playThree(hands, suit(turned), 'N', 'N');
    await play(api, club.scorer, session, 1, p.plays as Play[]);
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const per = soloPer(p.won.N);
    const sign = p.won.N >= 5 ? 1 : -1;
    expect(sheet.players).toEqual(['N', 'E', 'S']);
    expect(sheet.balances).toEqual({ N: 2 * sign * per, E: -sign * per, S: -sign * per });
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 60_000);
});
