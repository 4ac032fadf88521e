import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { play, read, startDeal, streamState, verification } from './support/e2e-helpers';
import { PlayedDeal, SEATS, Seat, Suit, deal, lowest, nextSeat, playOut, rank, suit } from './support/table-play';

/** Cards of `avoid` taken per seat (hearts-foster:p310: they count as hearts do). */
function taken(p: PlayedDeal, avoid: Suit): Record<Seat, number> {
  const out: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };
  for (const t of p.tricks) out[t.winner] += t.cards.filter((c) => suit(c.card) === avoid).length;
  return out;
}
const cleanOf = (h: Record<Seat, number>) => SEATS.filter((s) => h[s] === 0);

/** The first seeded deal played out from `leader` by the lowest card (`revoker` renouncing once from trick 2) that `want` accepts. */
function findDeal(dealer: Seat, leader: Seat, avoid: Suit, want: (h: Record<Seat, number>) => boolean, revoker?: Seat) {
  for (let seed = 1; seed < 5000; seed++) {
    const { hands } = deal(seed, dealer);
    let revoked = false;
    const p = playOut(hands, null, leader, lowest, (seat, hand, trick, n) => {
      if (seat !== revoker || revoked || n < 2 || !trick.length) return undefined;
      const led = suit(trick[0].card);
      const others = hand.filter((c) => suit(c) !== led).sort((a, b) => rank(a) - rank(b));
      if (!hand.some((c) => suit(c) === led) || !others.length) return undefined;
      revoked = true;
      return others[0];
    });
    const h = taken(p, avoid);
    if ((!revoker || revoked) && want(h)) return { hands, p, h };
  }
  throw new Error('no such deal');
}

describe('Auction Hearts over HTTP (hearts-foster:30, p310, 24)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_hearts_auction');
    api = new LedgerClient(t.app);
    club = await api.club('Auction club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hearts-foster:30 bids in turn from the dealer’s left, refuses a bid out of turn or a second bid; the highest bidder names the suit, leads, and pays his bid into the pool', async () => {
    const session = await api.session(club, 'hearts', { settlement: 'auction' });
    const bid = (seat: Seat, counters: number) =>
      api.post(club.scorer, `/v1/sessions/${session}/deals/1/bids`, { seat, counters });
    // W deals, N is the eldest hand; S will bid highest and name clubs
    const d1 = findDeal('W', 'S', 'C', (h) => cleanOf(h).length === 1);
    await startDeal(api, club, session, { dealer: 'W', hands: d1.hands });
    let view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.status).toBe('bidding');
    expect(view.auction).toEqual({ bids: [], avoided: null });

    const before = await streamState(api, club.auditor, session);
    const outOfTurn = await bid('E', 2);
    expect(outOfTurn.status).toBe(422);
    expect(outOfTurn.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(outOfTurn.body).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'hearts-foster:30' });
    const early = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/plays`, {
      seat: 'N',
      card: d1.hands.N[0],
    });
    expect(early.body.code).toBe('AUCTION_NOT_COMPLETE');
    expect(await streamState(api, club.auditor, session)).toEqual(before);

    for (const [seat, counters] of [
      ['N', 0],
      ['E', 2],
      ['S', 5],
      ['W', 1],
    ] as const)
      expect((await bid(seat, counters)).status).toBe(201);
    const second = await bid('N', 6);
    expect(second.status).toBe(422);
    expect(second.body.law).toBe('hearts-foster:30');
    const notHighest = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/avoided-suit`, {
      seat: 'E',
      suit: 'C',
    });
    expect(notHighest.body).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'hearts-foster:p310' });
    const named = await api.fact(club.scorer, session, 1, 'avoided-suit', { seat: 'S', suit: 'C' });
    expect(named.events.map((e: { type: string }) => e.type)).toEqual(['AvoidedSuitNamed']);
    view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.status).toBe('playing');
    expect(view.auction.avoided).toEqual({ bidder: 'S', bid: 5, suit: 'C' });

    // S leads to the first trick wherever he sits (hearts-foster:p310)
    await play(api, club.scorer, session, 1, d1.p.plays);
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const row = sheet.deals[0];
    expect(row).toMatchObject({ method: 'auction', auction: { bidder: 'S', bid: 5, avoid: 'C' } });
    expect(row.hearts).toEqual(d1.h);
    const [winner] = cleanOf(d1.h);
    for (const s of SEATS) expect(sheet.balances[s]).toBe((s === winner ? 13 + 5 : 0) - d1.h[s] - (s === 'S' ? 5 : 0));
    expect(sheet.pool).toBe(0);
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 90_000);

  it('hearts-foster:24 a revoker pays every card of the avoided suit and the amount of the bid; the clean player takes it', async () => {
    const session = await api.session(club, 'hearts', { settlement: 'auction' });
    // N deals, E is the eldest hand, bids 3 and names diamonds; W renounces once while holding the suit led
    const d = findDeal('N', 'E', 'D', (h) => cleanOf(h).length === 1 && cleanOf(h)[0] !== 'W', 'W');
    await startDeal(api, club, session, { dealer: 'N', hands: d.hands });
    for (const [seat, counters] of [
      ['E', 3],
      ['S', 0],
      ['W', 0],
      ['N', 0],
    ] as const)
      await api.fact(club.scorer, session, 1, 'bids', { seat, counters });
    await api.fact(club.scorer, session, 1, 'avoided-suit', { seat: 'E', suit: 'D' });
    await play(api, club.scorer, session, 1, d.p.plays);
    const claim = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: nextSeat('W'), against: 'W' });
    expect(claim.verdict).toBe('established');
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const row = sheet.deals[0];
    expect(row.revokers).toEqual(['W']);
    expect(row.laws).toContain('hearts-foster:24');
    expect(row.paid).toEqual({ N: 0, E: 0, S: 0, W: 13 + 3 });
    const [clean] = cleanOf(d.h);
    for (const s of SEATS) expect(sheet.balances[s]).toBe(s === clean ? 16 : s === 'W' ? -16 : 0);
  }, 90_000);

  it('hearts-foster:30 a sweepstakes session has no bidding: a bid is refused citing law 30', async () => {
    const session = await api.session(club, 'hearts');
    await startDeal(api, club, session, { dealer: 'W' });
    const res = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/bids`, { seat: 'N', counters: 1 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'CALL_NOT_ALLOWED', law: 'hearts-foster:30' });
    const bad = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/bids`, { seat: 'N', counters: -1 });
    expect(bad.status).toBe(400);
  }, 60_000);
});
