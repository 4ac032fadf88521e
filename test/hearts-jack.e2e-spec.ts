import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { play, read, startDeal, verification } from './support/e2e-helpers';
import {
  PlayedDeal,
  SEATS,
  Seat,
  Strategy,
  deal,
  heartsTaken,
  highest,
  lowest,
  nextSeat,
  playOut,
  rank,
  split,
  suit,
} from './support/table-play';

const STRATEGIES: Strategy[] = [
  lowest,
  highest,
  split(['N', 'S'], highest, lowest),
  split(['E', 'W'], highest, lowest),
  split(['N'], highest, lowest),
  split(['E'], highest, lowest),
];

/** The first seeded hearts deal (dealt by `dealer`, played by one of a few strategies) whose hearts satisfy `want`. */
function findDeal(
  dealer: Seat,
  want: (hearts: Record<Seat, number>) => boolean,
  from = 1,
): { hands: Record<Seat, string[]>; p: PlayedDeal; hearts: Record<Seat, number> } {
  for (let seed = from; seed < from + 5000; seed++) {
    const { hands } = deal(seed, dealer);
    for (const s of STRATEGIES) {
      const p = playOut(hands, null, nextSeat(dealer), s);
      const hearts = heartsTaken(p.tricks);
      if (want(hearts)) return { hands, p, hearts };
    }
  }
  throw new Error('no such deal');
}
const clean = (h: Record<Seat, number>) => SEATS.filter((s) => h[s] === 0);
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

describe('hearts sweepstakes: a Jack carried, then won by a single clean player (hearts-foster:29)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_hearts_jack');
    api = new LedgerClient(t.app);
    club = await api.club('Hearts club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('carries the pool as a Jack while no single player is clean, and pays it all to the next single clean player', async () => {
    const session = await api.session(club, 'hearts');
    const sheetOf = () => read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const expected: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };

    // Deal 1: everyone takes a heart: nobody is clean, the 13 counters stay as a Jack (laws.md §5.4 A, §5.6).
    const d1 = findDeal('W', (h) => clean(h).length === 0);
    await startDeal(api, club, session, { dealer: 'W', hands: d1.hands });
    await play(api, club.scorer, session, 1, d1.p.plays);
    for (const s of SEATS) expected[s] -= d1.hearts[s];
    let sheet = await sheetOf();
    expect(sheet.deals[0].hearts).toEqual(d1.hearts);
    expect(sheet.pool).toBe(13);
    expect(sheet.jack).toBe(true);
    expect(sheet.balances).toEqual(expected);
    expect(sum(sheet.balances) + sheet.pool).toBe(0);

    // Deal 2 (hands not recorded): two clean players do not divide a pending Jack (product.md: jackDividable false).
    const d2 = findDeal('N', (h) => clean(h).length === 2);
    await startDeal(api, club, session, { dealer: 'N' });
    await play(api, club.scorer, session, 2, d2.p.plays);
    for (const s of SEATS) expected[s] -= d2.hearts[s];
    sheet = await sheetOf();
    expect(sheet.deals[1].clean.sort()).toEqual(clean(d2.hearts).sort());
    expect(sheet.pool).toBe(26);
    expect(sheet.jack).toBe(true);
    expect(sheet.balances).toEqual(expected);
    expect(sum(sheet.balances) + sheet.pool).toBe(0);
    const view2 = await read(api, club.auditor, `/v1/sessions/${session}/deals/2`);
    expect(view2.handsRecorded).toBe(false);
    for (const s of SEATS) expect([...view2.hands[s]].sort()).toEqual([...d2.hands[s]].sort());

    // time travel: before deal 2 began there was no deal 2
    const started2 = (await read(api, club.auditor, `/v1/sessions/${session}/events?limit=1000`)).events.find(
      (e: { type: string; data: { deal: number } }) => e.type === 'DealStarted' && e.data.deal === 2,
    );
    expect((await api.get(club.auditor, `/v1/sessions/${session}/deals/2?asOf=${started2.version - 1}`)).status).toBe(
      404,
    );
    const first = await read(api, club.auditor, `/v1/sessions/${session}/deals/2?asOf=${started2.version}`);
    expect(first.tricks.flatMap((x: { cards: unknown[] }) => x.cards)).toEqual([]);

    // Deal 3: exactly one clean player wins the Jack: 26 carried + 13 paid this hand.
    const d3 = findDeal('E', (h) => clean(h).length === 1);
    await startDeal(api, club, session, { dealer: 'E', hands: d3.hands });
    await play(api, club.scorer, session, 3, d3.p.plays);
    const winner = clean(d3.hearts)[0];
    for (const s of SEATS) expected[s] -= d3.hearts[s];
    expected[winner] += 39;
    sheet = await sheetOf();
    expect(sheet.pool).toBe(0);
    expect(sheet.jack).toBe(false);
    expect(sheet.balances).toEqual(expected);
    expect(sheet.deals[2].received[winner]).toBe(39);
    expect(sheet.deals[2].balances[winner]).toBe(39);
    expect(sum(sheet.balances)).toBe(0);
    expect(sheet.deals.map((d: { deal: number }) => d.deal)).toEqual([1, 2, 3]);

    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 60_000);

  /** A seeded hearts deal with one revoke (a renounce while holding the suit led, from trick 2 on) whose hearts satisfy `want`. */
  function findRevokeDeal(dealer: Seat, want: (hearts: Record<Seat, number>, revoker: Seat) => boolean) {
    for (let seed = 1; seed < 5000; seed++) {
      const { hands } = deal(seed, dealer);
      for (const s of STRATEGIES) {
        let revoke: { seat: Seat; trick: number; card: string } | null = null;
        const p = playOut(hands, null, nextSeat(dealer), s, (seat, hand, trick, n) => {
          if (revoke || n < 2 || !trick.length) return undefined;
          const led = suit(trick[0].card);
          const others = hand.filter((c) => suit(c) !== led).sort((a, b) => rank(a) - rank(b));
          if (!hand.some((c) => suit(c) === led) || !others.length) return undefined;
          revoke = { seat, trick: n, card: others[0] };
          return others[0];
        });
        const r = revoke as { seat: Seat; trick: number; card: string } | null;
        const hearts = heartsTaken(p.tricks);
        if (r && want(hearts, r.seat)) return { hands, p, hearts, revoke: r };
      }
    }
    throw new Error('no such deal');
  }

  it('a proved revoke: the revoker pays the whole 13, the clean player takes it; a clean revoker leaves it as a Jack (hearts-foster:23, laws.md §5.6)', async () => {
    const session = await api.session(club, 'hearts');
    // P3 revokes and another single player is clean: he takes 13, all from the revoker; the others pay nothing
    const d1 = findRevokeDeal('W', (h, r) => clean(h).length === 1 && h[r] > 0);
    await startDeal(api, club, session, { dealer: 'W', hands: d1.hands });
    await play(api, club.scorer, session, 1, d1.p.plays);
    const winner = clean(d1.hearts)[0];
    const claim = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: winner, against: d1.revoke.seat });
    expect(claim).toMatchObject({
      verdict: 'established',
      trick: d1.revoke.trick,
      card: d1.revoke.card,
      evidence: { source: 'dealt-hand' },
      law: 'hearts-foster:22',
    });
    const fixed = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-penalties`, {
      by: winner,
      revokeClaim: claim.id,
      option: 'add-three',
    });
    expect(fixed.status).toBe(422);
    expect(fixed.body).toMatchObject({ code: 'PENALTY_NOT_AVAILABLE', law: 'hearts-foster:23' });
    let sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    const expected = Object.fromEntries(SEATS.map((s) => [s, s === winner ? 13 : s === d1.revoke.seat ? -13 : 0]));
    expect(sheet.deals[0].revokers).toEqual([d1.revoke.seat]);
    expect(sheet.deals[0].laws).toContain('hearts-foster:23');
    expect(sheet.balances).toEqual(expected);
    expect(sheet.pool).toBe(0);
    expect(sheet.jack).toBe(false);

    // P1 revokes and took no hearts, the only clean player: his 13 stay in the pool as a Jack, no winner
    const d2 = findRevokeDeal('N', (h, r) => clean(h).length === 1 && h[r] === 0);
    await startDeal(api, club, session, { dealer: 'N', hands: d2.hands });
    await play(api, club.scorer, session, 2, d2.p.plays);
    const other = SEATS.find((s) => s !== d2.revoke.seat)!;
    await api.fact(club.scorer, session, 2, 'revoke-claims', { by: other, against: d2.revoke.seat });
    sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expected[d2.revoke.seat] -= 13;
    expect(sheet.balances).toEqual(expected);
    expect(sheet.pool).toBe(13);
    expect(sheet.jack).toBe(true);
    expect(sum(sheet.balances) + sheet.pool).toBe(0);
  }, 60_000);
});
