import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { play, read, startDeal } from './support/e2e-helpers';
import { Seat, Side, bySide, deal, honoursHeld, lowest, nextSeat, playOut, suit } from './support/table-play';

describe('whist scoring, the worked examples of laws.md §2.11 (whist-1900:47-53)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_whist_scoring');
    api = new LedgerClient(t.app);
    club = await api.club('Scoring club');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The first seeded deal, dealt by `dealer` and played out, whose tricks and honours satisfy `want`. */
  function findDeal(dealer: Seat, want: (tricks: Record<Side, number>, honours: Record<Side, number>) => boolean) {
    for (let seed = 1; seed < 20000; seed++) {
      const { hands, trumpCard } = deal(seed, dealer);
      const trump = suit(trumpCard);
      const p = playOut(hands, trump, nextSeat(dealer), lowest);
      const tricks = bySide(p.won);
      const honours = honoursHeld(hands, trump);
      if (want(tricks, honours)) return { dealer, hands, trumpCard, plays: p.plays, tricks, honours };
    }
    throw new Error('no such deal');
  }
  async function record(session: string, n: number, d: ReturnType<typeof findDeal>) {
    await startDeal(api, club, session, { dealer: d.dealer, hands: d.hands, trumpCard: d.trumpCard });
    await play(api, club.scorer, session, n, d.plays);
    return read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
  }
  const noHonours = (h: Record<Side, number>) => h.NS === 2;

  it('laws.md §2.11 example 1: at 3-all, the odd trick to N-S, four honours to E-W: E-W win a single (whist-1900:49-50, 53)', async () => {
    const session = await api.session(club, 'whist');
    let sheet = await record(
      session,
      1,
      findDeal('S', (t, h) => t.NS === 9 && noHonours(h)),
    );
    expect(sheet.score).toEqual({ NS: 3, EW: 0 });
    sheet = await record(
      session,
      2,
      findDeal('W', (t, h) => t.EW === 9 && noHonours(h)),
    );
    expect(sheet.score).toEqual({ NS: 3, EW: 3 });
    sheet = await record(
      session,
      3,
      findDeal('N', (t, h) => t.NS === 7 && h.EW === 4),
    );
    expect(sheet.deals[2]).toMatchObject({
      trickPoints: { NS: 1, EW: 0 },
      honourPoints: { NS: 0, EW: 4 },
      game: { winner: 'EW', value: 1 },
    });
    expect(sheet.games).toEqual([expect.objectContaining({ winner: 'EW', value: 1 })]);
    expect(sheet.score).toEqual({ NS: 0, EW: 0 });
  }, 60_000);

  it('laws.md §2.11 example 2: at 4-0, four honours and six tricks: the honours are barred, the adversaries score the odd trick (whist-1900:47, 49)', async () => {
    const session = await api.session(club, 'whist');
    let sheet = await record(
      session,
      1,
      findDeal('S', (t, h) => t.NS === 10 && noHonours(h)),
    );
    expect(sheet.score).toEqual({ NS: 4, EW: 0 });
    sheet = await record(
      session,
      2,
      findDeal('W', (t, h) => t.NS === 6 && h.NS === 4),
    );
    expect(sheet.deals[1]).toMatchObject({ trickPoints: { NS: 0, EW: 1 }, honourPoints: { NS: 0, EW: 0 }, game: null });
    expect(sheet.score).toEqual({ NS: 4, EW: 1 });
    expect(sheet.games).toEqual([]);
  }, 60_000);

  it("game on tricks: the losers' honours of that hand are not scored (whist-1900:50, product.md), unless the rule says so", async () => {
    const first = findDeal('S', (t, h) => t.NS === 9 && noHonours(h));
    const second = findDeal('W', (t, h) => t.NS === 8 && h.EW === 3);
    for (const [rules, value, honours] of [
      [undefined, 3, 0],
      [{ losersHonoursWhenGameOnTricks: true }, 2, 2],
    ] as const) {
      const session = await api.session(club, 'whist', rules);
      await record(session, 1, first);
      const sheet = await record(session, 2, second);
      // N-S at 3 take 8 tricks: 5, game; E-W hold three honours at 0
      expect(sheet.deals[1]).toMatchObject({ trickPoints: { NS: 2, EW: 0 }, honourPoints: { NS: 0, EW: honours } });
      expect(sheet.games).toEqual([expect.objectContaining({ winner: 'NS', value })]);
    }
  }, 60_000);
});
