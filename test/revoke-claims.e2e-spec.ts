import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { play, read, startDeal, streamState, verification } from './support/e2e-helpers';
import { RevokeDeal, revokeDeal } from './support/revoke-script';
import {
  Seat,
  Side,
  bySide,
  deal,
  honoursHeld,
  lowest,
  nextSeat,
  otherSide,
  playOut,
  scoreWhistHand,
  suit,
} from './support/table-play';

describe('revoke claims after the fact (whist-1900:74-82)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_revoke_claims');
    api = new LedgerClient(t.app);
    club = await api.club('Revoke club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('proves a revoke from a later play (hands not recorded), takes three tricks for it and scores the hand (whist-1900:75, :77)', async () => {
    const session = await api.session(club, 'whist');
    const d = revokeDeal(21, 'S', 'EW');
    const { seat, trick, card, ledSuit, heldCard } = d.revoke;
    const wronged = otherSide(seat === 'E' || seat === 'W' ? 'EW' : 'NS');
    const offenders = otherSide(wronged);
    const claimant = wronged === 'NS' ? 'N' : 'E';
    await startDeal(api, club, session, { dealer: d.dealer, trumpCard: d.trumpCard });
    const before = await play(api, club.scorer, session, 1, d.played.plays);
    let view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.handsRecorded).toBe(false);
    expect(view.status).toBe('ended');
    // the record itself shows the revoke once the suit was played later (whist-1900:74), established by playing on (:77)
    expect(view.revokes).toEqual([expect.objectContaining({ seat, trick, card, ledSuit, status: 'established' })]);
    const log = (await read(api, club.auditor, `/v1/sessions/${session}/deals/1/events`)).events as {
      type: string;
      data: Record<string, unknown>;
    }[];
    expect(log.find((e) => e.type === 'RevokeCommitted')?.data).toMatchObject({
      seat,
      trick,
      evidence: { heldCard, source: 'played-later' },
      law: 'whist-1900:74',
    });
    expect(log.find((e) => e.type === 'RevokeEstablished')?.data).toMatchObject({ seat, trick, law: 'whist-1900:77' });

    const claim = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-claims`, {
      by: claimant,
      against: seat,
    });
    expect(claim.status).toBe(201);
    expect(claim.body).toMatchObject({
      verdict: 'established',
      trick,
      card,
      ledSuit,
      evidence: { heldCard, source: 'played-later' },
      law: 'whist-1900:74',
    });
    expect(typeof claim.body.id).toBe('string');
    view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.revokes[0].status).toBe('claimed');

    const penalty = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-penalties`, {
      by: claimant,
      revokeClaim: claim.body.id,
      option: 'take-three-tricks',
    });
    expect(penalty.status).toBe(201);
    view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.revokes[0].status).toBe('penalised');
    // one penalty per revoke (whist-1900:75 II): a second election is refused and writes nothing
    const head = await streamState(api, club.auditor, session);
    const twice = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-penalties`, {
      by: claimant,
      revokeClaim: claim.body.id,
      option: 'add-three',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.law).toBe('whist-1900:75');
    expect(await streamState(api, club.auditor, session)).toEqual(head);

    // the laws' score: 3 tricks move first, then tricks, then honours; the revokers cannot pass 4 (whist-1900:50, 75, 86)
    const tricks = bySide(d.played.won);
    const expected = scoreWhistHand({ NS: 0, EW: 0 }, tricks, honoursHeld(d.hands, d.trump), {
      by: offenders,
      option: 'take-three-tricks',
    });
    const moved = Math.min(3, tricks[offenders]);
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.deals[0].penalties).toEqual([
      expect.objectContaining({ to: wronged, option: 'take-three-tricks', amount: moved, law: 'whist-1900:75' }),
    ]);
    expect(sheet.deals[0].tricks).toEqual({
      [wronged]: tricks[wronged] + moved,
      [offenders]: tricks[offenders] - moved,
    });
    expect(sheet.deals[0].trickPoints).toEqual(expected.trickPoints);
    expect(sheet.deals[0].honourPoints).toEqual(expected.honourPoints);
    expect(sheet.score).toEqual(expected.game ? { NS: 0, EW: 0 } : expected.reached);
    expect(sheet.score[offenders]).toBeLessThanOrEqual(4);

    // a claim against his partner, who followed suit throughout: refuted once every card is known
    const partner = ({ N: 'S', S: 'N', E: 'W', W: 'E' } as const)[seat];
    const refuted = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: claimant, against: partner });
    expect(refuted.verdict).toBe('refuted');
    expect((await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`)).deals[0].penalties).toHaveLength(1);

    // time travel: before the claim, the revoke was only established, with no claim on it
    const then = await read(api, club.auditor, `/v1/sessions/${session}/deals/1?asOf=${before.version}`);
    expect(then.revokes[0].status).toBe('established');
    expect(then.revokeClaims).toEqual([]);
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 60_000);

  it('a claim made before the proof is unproven, and established once the revoker plays the suit (api.md revoke-claims)', async () => {
    const session = await api.session(club, 'whist');
    const d = revokeDeal(34, 'W', 'NS');
    const { seat, trick, card, heldCard, heldTrick } = d.revoke;
    await startDeal(api, club, session, { dealer: d.dealer, trumpCard: d.trumpCard });
    const upTo = d.played.plays.length - (13 - trick) * 4; // the renounce trick is complete
    await play(api, club.scorer, session, 1, d.played.plays.slice(0, upTo));
    const claim = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-claims`, {
      by: 'E',
      against: seat,
      trick,
    });
    expect(claim.status).toBe(201);
    expect(claim.body.verdict).toBe('unproven');
    const afterProof = d.played.plays.slice(0, heldTrick * 4);
    await play(api, club.scorer, session, 1, afterProof.slice(upTo));
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.revokeClaims).toEqual([
      expect.objectContaining({
        id: claim.body.id,
        verdict: 'established',
        revoke: expect.objectContaining({ trick, card }),
        evidence: { heldCard, source: 'played-later' },
      }),
    ]);
    // the penalty is elected at the end of the hand (whist-1900:75), not while it is being played
    const early = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-penalties`, {
      by: 'E',
      revokeClaim: claim.body.id,
      option: 'deduct-three',
    });
    expect(early.status).toBe(422);
    expect(early.body.law).toBe('whist-1900:75');
  }, 60_000);

  it('a claim after the next deal has started is too late: recorded, 201, citing whist-1900:82', async () => {
    const session = await api.session(club, 'whist');
    const d = revokeDeal(55, 'N', 'EW');
    await startDeal(api, club, session, { dealer: d.dealer, hands: d.hands, trumpCard: d.trumpCard });
    await play(api, club.scorer, session, 1, d.played.plays);
    const next = deal(56, nextSeat(d.dealer));
    await startDeal(api, club, session, { dealer: nextSeat(d.dealer), hands: next.hands, trumpCard: next.trumpCard });
    const first = playOut(next.hands, suit(next.trumpCard), nextSeat(nextSeat(d.dealer)), lowest).plays[0];
    await play(api, club.scorer, session, 2, [first]);
    const before = await streamState(api, club.auditor, session);
    const late = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-claims`, {
      by: 'N',
      against: d.revoke.seat,
      trick: d.revoke.trick,
    });
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({ verdict: 'too-late', law: 'whist-1900:82' });
    const after = await streamState(api, club.auditor, session);
    expect(after.events).toBe(before.events + 1);
    // no penalty can follow a claim that came too late
    const penalty = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/revoke-penalties`, {
      by: 'N',
      revokeClaim: late.body.id,
      option: 'add-three',
    });
    expect(penalty.status).toBe(422);
    expect(penalty.body.code).toBe('PENALTY_NOT_AVAILABLE');
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.deals[0].penalties).toEqual([]);
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.status).toBe('settled');
  }, 60_000);

  /** A clean deal (no revoke) dealt by `dealer` whose tricks and honours satisfy `want`. */
  function cleanDeal(dealer: Seat, want: (tricks: Record<Side, number>, honours: Record<Side, number>) => boolean) {
    for (let seed = 1; seed < 20000; seed++) {
      const { hands, trumpCard } = deal(seed, dealer);
      const p = playOut(hands, suit(trumpCard), nextSeat(dealer), lowest);
      if (want(bySide(p.won), honoursHeld(hands, suit(trumpCard)))) return { dealer, hands, trumpCard, plays: p.plays };
    }
    throw new Error('no such deal');
  }
  /** A deal with one revoke by `offenders` whose tricks and honours satisfy `want`. */
  function findRevokeDeal(
    dealer: Seat,
    offenders: Side,
    want: (tricks: Record<Side, number>, honours: Record<Side, number>) => boolean,
  ): RevokeDeal {
    for (let seed = 1; seed < 20000; seed++) {
      const d = revokeDeal(seed, dealer, offenders);
      if (want(bySide(d.played.won), honoursHeld(d.hands, d.trump))) return d;
    }
    throw new Error('no such deal');
  }
  async function claimAndElect(session: string, n: number, d: RevokeDeal, by: Seat, option: string) {
    await startDeal(api, club, session, { dealer: d.dealer, hands: d.hands, trumpCard: d.trumpCard });
    await play(api, club.scorer, session, n, d.played.plays);
    const claim = await api.fact(club.scorer, session, n, 'revoke-claims', { by, against: d.revoke.seat });
    expect(claim).toMatchObject({ verdict: 'established', trick: d.revoke.trick, evidence: { source: 'dealt-hand' } });
    await api.fact(club.scorer, session, n, 'revoke-penalties', { by, revokeClaim: claim.id, option });
    return read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
  }
  const noHonours = (h: Record<Side, number>) => h.NS === 2;

  it('laws.md §2.11 example 4: at 2-0, the adversaries revoke; +3 makes game, a treble, whatever the tricks (whist-1900:75 V)', async () => {
    const session = await api.session(club, 'whist');
    const first = cleanDeal('S', (t, h) => t.NS === 8 && noHonours(h));
    await startDeal(api, club, session, { dealer: 'S', hands: first.hands, trumpCard: first.trumpCard });
    await play(api, club.scorer, session, 1, first.plays);
    const d = findRevokeDeal('W', 'EW', (t) => t.EW >= 8);
    const sheet = await claimAndElect(session, 2, d, 'N', 'add-three');
    expect(sheet.deals[1]).toMatchObject({
      scoreBefore: { NS: 2, EW: 0 },
      trickPoints: { NS: 0, EW: 0 },
      game: { winner: 'NS', value: 3 },
    });
    expect(sheet.deals[1].penalties).toEqual([expect.objectContaining({ to: 'NS', option: 'add-three', amount: 3 })]);
    expect(sheet.games).toEqual([expect.objectContaining({ winner: 'NS', value: 3 })]);
  }, 60_000);

  it('the revoking side cannot win the game with that hand nor score beyond 4 (whist-1900:86)', async () => {
    const session = await api.session(club, 'whist');
    const first = cleanDeal('S', (t, h) => t.NS === 9 && noHonours(h));
    await startDeal(api, club, session, { dealer: 'S', hands: first.hands, trumpCard: first.trumpCard });
    await play(api, club.scorer, session, 1, first.plays);
    const d = findRevokeDeal('W', 'NS', (t, h) => t.NS >= 8 && noHonours(h));
    const sheet = await claimAndElect(session, 2, d, 'E', 'add-three');
    expect(sheet.deals[1].laws).toContain('whist-1900:86');
    expect(sheet.deals[1].game).toBeNull();
    expect(sheet.score).toEqual({ NS: 4, EW: 3 });
    expect(sheet.games).toEqual([]);
  }, 60_000);
});
