import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { play, read, startDeal, verification } from './support/e2e-helpers';
import {
  Seat,
  Side,
  bySide,
  deal,
  honoursHeld,
  lowest,
  nextSeat,
  playOut,
  rubberPoints,
  scoreWhistHand,
  suit,
  toDotted,
  WhistHandScore,
} from './support/table-play';

/** One planned deal of the rubber, with the score the laws give it (computed here, not by the app). */
interface PlannedDeal {
  dealer: Seat;
  hands: Record<Seat, string[]>;
  trumpCard: string;
  plays: { seat: Seat; card: string }[];
  tricks: Record<Side, number>;
  honours: Record<Side, number>;
  score: WhistHandScore;
}

/**
 * Plans a rubber from consecutive seeds (the deal passing to the left each time) and scores it by
 * whist-1900:46-55, until one side has won two games.
 */
function planRubber(base: number): { deals: PlannedDeal[]; games: { winner: Side; value: number }[] } {
  const deals: PlannedDeal[] = [];
  const games: { winner: Side; value: number }[] = [];
  let score: Record<Side, number> = { NS: 0, EW: 0 };
  let dealer: Seat = 'S';
  while (games.filter((g) => g.winner === 'NS').length < 2 && games.filter((g) => g.winner === 'EW').length < 2) {
    const { hands, trumpCard } = deal(base + deals.length, dealer);
    const trump = suit(trumpCard);
    const p = playOut(hands, trump, nextSeat(dealer), lowest);
    const tricks = bySide(p.won);
    const honours = honoursHeld(hands, trump);
    const s = scoreWhistHand(score, tricks, honours);
    deals.push({ dealer, hands, trumpCard, plays: p.plays, tricks, honours, score: s });
    if (s.game) {
      games.push(s.game);
      score = { NS: 0, EW: 0 };
    } else score = s.reached;
    dealer = nextSeat(dealer);
  }
  return { deals, games };
}

/** A rubber that shows what this suite is about: honours scored, honours barred at 4, three games. */
function interestingRubber() {
  for (let base = 1; base < 20000; base += 7) {
    const r = planRubber(base);
    if (r.deals.length > 7 || r.games.length !== 3) continue;
    const scored = r.deals.some((d) => d.score.honourPoints.NS + d.score.honourPoints.EW > 0);
    const barred = r.deals.some((d) =>
      (['NS', 'EW'] as const).some((s) => d.score.before[s] === 4 && d.honours[s] >= 3),
    );
    if (scored && barred) return r;
  }
  throw new Error('no seed gives the rubber wanted');
}

describe('a whole whist rubber with honours over HTTP (whist-1900:46-55)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_whist_rubber');
    api = new LedgerClient(t.app);
    club = await api.club('Rubber club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('scores every deal (tricks, then honours; none at 4), the games 1-3, and the rubber points, zero-sum', async () => {
    const plan = interestingRubber();
    const session = await api.session(club, 'whist');
    const versions: number[] = [];
    for (const [i, d] of plan.deals.entries()) {
      const n = i + 1;
      const started = await startDeal(api, club, session, {
        dealer: d.dealer,
        hands: { N: toDotted(d.hands.N), E: toDotted(d.hands.E), S: toDotted(d.hands.S), W: toDotted(d.hands.W) },
        trumpCard: d.trumpCard,
      });
      expect(started.number).toBe(n);
      const last = await play(api, club.scorer, session, n, d.plays);
      versions.push(last.version);
      const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/${n}`);
      expect(view.status).toBe('ended');
      expect(view.result.tricks).toEqual({
        N: expect.any(Number),
        E: expect.any(Number),
        S: expect.any(Number),
        W: expect.any(Number),
      });
      expect(view.result.tricks.N + view.result.tricks.S).toBe(d.tricks.NS);
      const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
      const row = sheet.deals[i];
      expect(row.deal).toBe(n);
      expect(row.tricks).toEqual(d.tricks);
      expect(row.trickPoints).toEqual(d.score.trickPoints);
      // whist-1900:48 (3 honours 2, 4 honours 4), :49 (none at 4), :50 (after tricks)
      expect(row.honourPoints).toEqual(d.score.honourPoints);
      expect(row.game ? { winner: row.game.winner, value: row.game.value } : null).toEqual(d.score.game);
      expect(sheet.score).toEqual(d.score.game ? { NS: 0, EW: 0 } : d.score.reached);
    }
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.games.map((g: { winner: Side; value: number }) => ({ winner: g.winner, value: g.value }))).toEqual(
      plan.games,
    );
    for (const g of sheet.games) expect([1, 2, 3]).toContain(g.value);
    const winner = plan.games.filter((g) => g.winner === 'NS').length === 2 ? 'NS' : 'EW';
    const points = rubberPoints(
      plan.games.filter((g) => g.winner === winner).map((g) => g.value),
      plan.games.filter((g) => g.winner !== winner).map((g) => g.value),
    );
    expect(sheet.rubbers).toEqual([{ winner, points }]);
    expect(sheet.points[winner]).toBe(points);
    expect(sheet.points.NS + sheet.points.EW).toBe(0);
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
    // time travel: deal 1 as it stood half-way through
    const mid = versions[0] - 26;
    const then = await read(api, club.auditor, `/v1/sessions/${session}/deals/1?asOf=${mid}`);
    expect(then.version).toBe(mid);
    expect(then.status).toBe('playing');
    expect(then.result).toBeNull();
    expect(then.tricks.flatMap((x: { cards: unknown[] }) => x.cards).length).toBeLessThan(52);
  }, 60_000);
});
