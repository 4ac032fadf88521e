import { scriptDeal, seededRandom } from './support/deal-script';
import { dotted, fullPack, rank as rankOf, Seat, suit } from './support/table-play';
import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';

describe('POST .../claims/{id}/analysis: exact analysis of a claim (issue 9), recorded once (issue 18)', () => {
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
    await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
      dealer: 'S',
      trumpCard: deal.trumpCard,
      ...(withHands ? { hands: deal.hands } : {}),
    });
    await api.plays(club.scorer, session, 1, deal.plays.slice(0, tricks * 4));
    const view = await api.get(club.auditor, `/v1/sessions/${session}/deals/1`);
    const seat = view.body.tricks.at(-1).winner;
    const claim = await api.fact(club.scorer, session, 1, 'claims', { seat, tricks: 'rest' });
    return {
      session,
      claimId: claim.id as string,
      path: `/v1/sessions/${session}/deals/1/claims/${claim.id}/analysis`,
    };
  }

  const analysedEvents = async (session: string) =>
    (await api.get(club.auditor, `/v1/sessions/${session}/events?after=0&limit=1000`)).body.events.filter(
      (e: { type: string }) => e.type === 'ClaimAnalysed',
    );

  it('answers {sound, guaranteedTricks, refutation?} with the solver version, computed once and recorded as an event', async () => {
    const { session, claimId, path } = await claimAfter(9, true);
    expect((await api.get(club.auditor, path)).status).toBe(404);
    const first = await api.post(club.scorer, path, {});
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ claimId, solverVersion: expect.stringMatching(/^claim-solver\//) });
    expect(first.body.guaranteedTricks).toBeGreaterThanOrEqual(0);
    expect(first.body.guaranteedTricks).toBeLessThanOrEqual(4);
    expect(first.body.sound).toBe(first.body.guaranteedTricks === 4);
    if (!first.body.sound) expect(first.body.refutation.length).toBeGreaterThan(0);
    const again = await api.post(club.admin, path, {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const read = await api.get(club.auditor, path);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(first.body);
    expect(await analysedEvents(session)).toHaveLength(1);
    const audit = await api.get(club.auditor, `/v1/sessions/${session}/verification`);
    expect(audit.body).toMatchObject({ chainValid: true, replayMatches: true });
  });

  it('answers 422 HANDS_NOT_KNOWN, saying what is missing, when the hands were not recorded', async () => {
    const { session, path } = await claimAfter(2, false);
    const res = await api.post(club.scorer, path, {});
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.body.code).toBe('HANDS_NOT_KNOWN');
    expect(res.body.detail).toMatch(/hands of/);
    expect(await analysedEvents(session)).toHaveLength(0);
  });

  it('answers NO_SUCH_CLAIM for an unknown claim: 422 to a POST (the laws refuse it), 404 to a GET', async () => {
    const { session } = await claimAfter(1, true);
    const path = `/v1/sessions/${session}/deals/1/claims/00000000-0000-4000-8000-000000000000/analysis`;
    const asked = await api.post(club.scorer, path, {});
    expect(asked.status).toBe(422);
    expect(asked.body.code).toBe('NO_SUCH_CLAIM');
    const read = await api.get(club.auditor, path);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('NO_SUCH_CLAIM');
  });
  /** Hands with `fixed` as given and the rest of the pack dealt round to the other seats in order. */
  function handsWith(fixed: Partial<Record<Seat, string[]>>, others: readonly Seat[]): Record<Seat, string[]> {
    const taken = new Set(Object.values(fixed).flat());
    const rest = fullPack().filter((c) => !taken.has(c));
    const hands = { ...fixed } as Record<Seat, string[]>;
    others.forEach((s, i) => (hands[s] = rest.filter((_c, k) => k % others.length === i)));
    return hands;
  }

  /**
   * A deal whose last five tricks are `endgame` (dotted hands); the other 32 cards are dealt so that
   * the first eight tricks are each one suit, N playing the highest card, E the second, W the third
   * and S the lowest (so N wins each and leads the ninth). Returns the hands and those 32 plays.
   */
  function eightEasyTricks(endgame: Record<Seat, string>): {
    hands: Record<Seat, string[]>;
    plays: { seat: Seat; card: string }[];
  } {
    const end = Object.fromEntries(Object.entries(endgame).map(([s, h]) => [s, dotted(h)])) as Record<Seat, string[]>;
    const taken = new Set(Object.values(end).flat());
    const hands = { N: [...end.N], E: [...end.E], S: [...end.S], W: [...end.W] };
    const plays: { seat: Seat; card: string }[] = [];
    for (const su of ['S', 'H', 'D', 'C']) {
      const rest = fullPack()
        .filter((c) => suit(c) === su && !taken.has(c))
        .sort((a, b) => rankOf(b) - rankOf(a));
      expect(rest.length % 4).toBe(0);
      for (let i = 0; i < rest.length; i += 4) {
        const [n, e, w, s] = rest.slice(i, i + 4);
        Object.entries({ N: n, E: e, W: w, S: s }).forEach(([seat, c]) => hands[seat as Seat].push(c));
        plays.push({ seat: 'N', card: n }, { seat: 'E', card: e }, { seat: 'S', card: s }, { seat: 'W', card: w });
      }
    }
    return { hands, plays };
  }

  async function soloClaim(call: string, callerHand: string, claim: { tricks: number | 'rest' }) {
    const session = await api.session(club, 'solo-whist');
    const hands = handsWith({ S: dotted(callerHand) }, ['N', 'E', 'W']);
    const trumpCard = hands.W.find((c) => suit(c) === 'D')!;
    expect(
      (await api.post(club.scorer, `/v1/sessions/${session}/deals`, { dealer: 'W', hands, trumpCard })).status,
    ).toBe(201);
    await calls(session, call);
    return analysis(session, await api.fact(club.scorer, session, 1, 'claims', { seat: 'S', ...claim }));
  }

  async function calls(session: string, call: string) {
    for (const [seat, c] of [
      ['N', 'pass'],
      ['E', 'pass'],
      ['S', call],
      ['W', 'pass'],
    ] as const) {
      const res = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/calls`, {
        seat,
        call: c,
        ...(c === 'abondance' ? { trumpSuit: 'S' } : {}),
      });
      expect(res.status).toBe(201);
    }
  }

  async function analysis(session: string, claim: { id: string }) {
    const res = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/claims/${claim.id}/analysis`, {});
    expect(res.status).toBe(201);
    return res.body;
  }

  /** Plays the eight easy tricks of `endgame` in a new session of `variant` (W deals, N leads), then S claims no more tricks. */
  async function claimAfterEight(variant: string, endgame: Record<Seat, string>, call?: string) {
    const session = await api.session(club, variant);
    const { hands, plays } = eightEasyTricks(endgame);
    const body = variant === 'hearts' ? { dealer: 'W', hands } : { dealer: 'W', hands, trumpCard: hands.W[0] };
    expect((await api.post(club.scorer, `/v1/sessions/${session}/deals`, body)).status).toBe(201);
    if (call) await calls(session, call);
    await api.plays(club.scorer, session, 1, plays);
    return analysis(session, await api.fact(club.scorer, session, 1, 'claims', { seat: 'S', tricks: 0 }));
  }
  const played = (a: { refutation: { seat: string; card: string }[] }, seat: string, card: string) =>
    a.refutation.some((p) => p.seat === seat && p.card === card);

  describe('solo whist, one against three (solo-hoffmann:p143-149)', () => {
    it('finds the club loser of an abondance caller who claims all thirteen: 12 guaranteed, with the line that beats him', async () => {
      // S: eleven spades to the ace (trumps), the ace of hearts and the two of clubs: every other club is out against him.
      const a = await soloClaim('abondance', 'AKQJT987654.A..2', { tricks: 'rest' });
      expect(a).toMatchObject({ sound: false, guaranteedTricks: 12, measure: 'tricks-guaranteed' });
      expect(played(a, 'S', '2C')).toBe(true);
    });

    it('holds the same caller to twelve when that is all he claims', async () => {
      const a = await soloClaim('abondance', 'AKQJT987654.A..2', { tricks: 12 });
      expect(a).toMatchObject({ sound: true, guaranteedTricks: 12 });
      expect(a.refutation).toBeUndefined();
    });

    it('judges a misère claim as "no trick can be forced on me": sound with the lowest cards of every suit', async () => {
      const a = await soloClaim('misere', '5432.432.432.432', { tricks: 0 });
      expect(a).toMatchObject({ sound: true, guaranteedTricks: 0, measure: 'tricks-forced' });
    });

    it('forces two tricks on a misère caller left with a bare ace of spades and two small hearts', async () => {
      // The defence first strips his exits: a round of hearts (he keeps one), of diamonds and of clubs; then a
      // spade lead forces the ace, and he must lead his last heart, which nobody can follow: two tricks.
      const a = await claimAfterEight(
        'solo-whist',
        { S: 'A.32.2.2', N: 'KQ.A.A.A', E: 'J.K.KQ.K', W: 'T.Q.J.QJ' },
        'misere',
      );
      expect(a).toMatchObject({ sound: false, guaranteedTricks: 2, measure: 'tricks-forced' });
      expect(played(a, 'S', 'AS')).toBe(true);
    });
  });

  describe('hearts, each for himself (hearts-foster)', () => {
    it('judges "I take no more hearts" sound with the lowest cards of every suit', async () => {
      const session = await api.session(club, 'hearts');
      const hands = handsWith({ S: dotted('5432.432.432.432') }, ['N', 'E', 'W']);
      expect((await api.post(club.scorer, `/v1/sessions/${session}/deals`, { dealer: 'W', hands })).status).toBe(201);
      const a = await analysis(session, await api.fact(club.scorer, session, 1, 'claims', { seat: 'S', tricks: 0 }));
      expect(a).toMatchObject({ sound: true, guaranteedTricks: 0, measure: 'hearts-forced' });
    });

    it('forces five hearts on a claimer with the bare ace of hearts and two small clubs', async () => {
      // Spades, diamonds and a round of clubs strip him to the ace of hearts and a club; a heart lead makes
      // him win four hearts, then he must lead his club, which nobody can follow, and East throws his last heart.
      const a = await claimAfterEight('hearts', { S: '2.A.2.32', N: 'KQ.K.K.A', E: 'J.QJ.Q.K', W: 'T.T.JT.Q' });
      expect(a).toMatchObject({ sound: false, guaranteedTricks: 5, measure: 'hearts-forced' });
      expect(played(a, 'S', 'AH')).toBe(true);
    });
  });
});

describe('POST .../claims/{id}/analysis beyond the search budget (CLAIM_ANALYSIS_MAX_NODES)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_claims_budget', { CLAIM_ANALYSIS_MAX_NODES: '500' });
    api = new LedgerClient(t.app);
    club = await api.club('Budget club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 422 ANALYSIS_TOO_LARGE for a claim at trick one, records the refusal, and still analyses a late claim', async () => {
    const session = await api.session(club, 'whist');
    const deal = scriptDeal(seededRandom(31), 'S');
    expect(
      (
        await api.post(club.scorer, `/v1/sessions/${session}/deals`, {
          dealer: 'S',
          trumpCard: deal.trumpCard,
          hands: deal.hands,
        })
      ).status,
    ).toBe(201);
    const early = await api.fact(club.scorer, session, 1, 'claims', { seat: 'W', tricks: 'rest' });
    const res = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/claims/${early.id}/analysis`, {});
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.body.code).toBe('ANALYSIS_TOO_LARGE');
    expect(res.body.detail).toMatch(/more than 500 positions \(13 tricks left\)/);
    const events = (await api.get(club.auditor, `/v1/sessions/${session}/events?after=0&limit=1000`)).body.events;
    expect(events.filter((e: { type: string }) => e.type === 'ClaimAnalysed')).toHaveLength(0);
    const refused = events.filter((e: { type: string }) => e.type === 'ClaimAnalysisRefused');
    expect(refused).toHaveLength(1);
    expect(refused[0].data.refusal).toMatchObject({ maxNodes: 500, tricksLeft: 13 });

    const late = await api.session(club, 'whist');
    expect(
      (
        await api.post(club.scorer, `/v1/sessions/${late}/deals`, {
          dealer: 'S',
          trumpCard: deal.trumpCard,
          hands: deal.hands,
        })
      ).status,
    ).toBe(201);
    await api.plays(club.scorer, late, 1, deal.plays.slice(0, 44));
    const leader = (await api.get(club.auditor, `/v1/sessions/${late}/deals/1`)).body.tricks.at(-1).winner;
    const claim = await api.fact(club.scorer, late, 1, 'claims', { seat: leader, tricks: 'rest' });
    const answered = await api.post(club.scorer, `/v1/sessions/${late}/deals/1/claims/${claim.id}/analysis`, {});
    expect(answered.status).toBe(201);
    expect(answered.body.guaranteedTricks).toBeLessThanOrEqual(2);
  });
});
