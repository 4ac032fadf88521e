import { LedgerClient, TestClub } from './support/ledger-client';
import { startTestApp, TestApp } from './support/test-app';
import { play, read, startDeal, streamState, verification } from './support/e2e-helpers';
import {
  Play,
  SUITS,
  Seat,
  Suit,
  bySide,
  deal,
  honoursHeld,
  lowest,
  playOut,
  rank,
  scoreWhistHand,
  suit,
} from './support/table-play';

/**
 * A deal (W deals, N is eldest) in which, played out lawfully from N, the first of E and W to win a
 * trick is W, holding then both the suit `called` and another suit; `plays` has W disobey the call
 * at that lead by leading his lowest card of another suit.
 */
function plan() {
  for (let seed = 1; seed < 5000; seed++) {
    const { hands, trumpCard } = deal(seed, 'W');
    const trump = suit(trumpCard);
    const plain = playOut(hands, trump, 'N', lowest);
    const first = plain.tricks.findIndex((t) => t.leader === 'E' || t.leader === 'W');
    if (first < 1 || plain.tricks[first].leader !== 'W') continue;
    const played = new Set(plain.tricks.slice(0, first).flatMap((t) => t.cards.map((p) => p.card)));
    const wHand = hands.W.filter((c) => !played.has(c));
    const count = (s: Suit) => wHand.filter((c) => suit(c) === s).length;
    const called = [...SUITS].sort((a, b) => count(b) - count(a))[0];
    if (count(called) === 13 - first) continue;
    const disobeying = wHand.filter((c) => suit(c) !== called).sort((a, b) => rank(a) - rank(b))[0];
    const p = playOut(hands, trump, 'N', lowest, (seat, _hand, trick, n) =>
      n === first + 1 && seat === 'W' && trick.length === 0 ? disobeying : undefined,
    );
    const falseLead = [...hands.E].sort((a, b) => rank(a) - rank(b))[0];
    return { hands, trumpCard, trump, called, disobeyTrick: first + 1, disobeying, p, falseLead };
  }
  throw new Error('no such deal');
}

describe('a lead out of turn, a suit called, and the call disobeyed (whist-1900:64, :76)', () => {
  let t: TestApp;
  let api: LedgerClient;
  let club: TestClub;
  beforeAll(async () => {
    t = await startTestApp('e2e_lead_out_of_turn');
    api = new LedgerClient(t.app);
    club = await api.club('Leads club');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("records the false lead, takes the suit call, and records the partner's disobedience as a revoke", async () => {
    const x = plan();
    const session = await api.session(club, 'whist');
    await startDeal(api, club, session, { dealer: 'W', hands: x.hands, trumpCard: x.trumpCard });

    // E leads although N is the eldest hand: recorded, not refused (whist-1900:64)
    const loot = await api.fact(club.scorer, session, 1, 'plays', { seat: 'E', card: x.falseLead });
    expect(loot.irregularities).toEqual([
      expect.objectContaining({ type: 'LeadOutOfTurnRecorded', seat: 'E', rightful: 'N', law: 'whist-1900:64' }),
    ]);
    const remedies = loot.irregularities[0].remedies as { kind: string; electors: Seat[]; targets: Seat[] }[];
    expect(remedies.find((r) => r.kind === 'call-suit')).toMatchObject({ targets: expect.arrayContaining(['E', 'W']) });
    expect(remedies.find((r) => r.kind === 'call-suit')!.electors).toEqual(expect.arrayContaining(['N', 'S']));
    expect(remedies.find((r) => r.kind === 'call-card')).toBeDefined();

    // the offender's side may not elect; N calls the suit from E or W, whichever next obtains the lead
    const own = await api.post(club.scorer, `/v1/sessions/${session}/deals/1/penalties`, {
      by: 'W',
      against: 'E',
      kind: 'call-suit',
      suit: x.called,
    });
    expect(own.status).toBe(422);
    expect(own.body.code).toBe('PENALTY_NOT_AVAILABLE');
    const elected = await api.fact(club.scorer, session, 1, 'penalties', {
      by: 'N',
      against: 'E',
      kind: 'call-suit',
      suit: x.called,
    });
    expect(elected.events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['PenaltyElected', 'CardsReturned']),
    );
    let view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.obligations).toEqual([
      expect.objectContaining({
        kind: 'lead-suit',
        suit: x.called,
        seats: expect.arrayContaining(['E', 'W']),
        law: 'whist-1900:64',
      }),
    ]);
    expect(view.remaining.E).toContain(x.falseLead); // the wrongly led card goes back to the hand
    const electedAt = elected.version;

    // N leads; play goes on lawfully until W first obtains the lead, and leads another suit holding the called one
    const upTo = (x.disobeyTrick - 1) * 4;
    await play(api, club.scorer, session, 1, x.p.plays.slice(0, upTo));
    const lead: Play = x.p.plays[upTo];
    expect(lead).toEqual({ seat: 'W', card: x.disobeying });
    const disobeyed = await api.fact(club.scorer, session, 1, 'plays', lead);
    expect(disobeyed.irregularities).toEqual([
      expect.objectContaining({
        type: 'RevokeCommitted',
        seat: 'W',
        trick: x.disobeyTrick,
        cards: [x.disobeying],
        duty: 'lead-suit',
        ledSuit: x.called,
        law: 'whist-1900:76',
      }),
    ]);
    await play(api, club.scorer, session, 1, x.p.plays.slice(upTo + 1));
    view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.status).toBe('ended');
    expect(view.revokes).toEqual([
      expect.objectContaining({ seat: 'W', trick: x.disobeyTrick, card: x.disobeying, status: 'established' }),
    ]);
    expect(view.obligations).toEqual([]);

    // the disobeyed call carries the revoke penalty: the wronged side adds three (whist-1900:75-76)
    const claim = await api.fact(club.scorer, session, 1, 'revoke-claims', { by: 'S', against: 'W' });
    expect(claim).toMatchObject({
      verdict: 'established',
      trick: x.disobeyTrick,
      card: x.disobeying,
      evidence: { source: 'dealt-hand' },
      law: 'whist-1900:76',
    });
    expect(suit(claim.evidence.heldCard)).toBe(x.called);
    await api.fact(club.scorer, session, 1, 'revoke-penalties', {
      by: 'S',
      revokeClaim: claim.id,
      option: 'add-three',
    });
    const expected = scoreWhistHand({ NS: 0, EW: 0 }, bySide(x.p.won), honoursHeld(x.hands, x.trump), {
      by: 'EW',
      option: 'add-three',
    });
    const sheet = await read(api, club.auditor, `/v1/sessions/${session}/scoresheet`);
    expect(sheet.deals[0].penalties).toEqual([expect.objectContaining({ to: 'NS', option: 'add-three', amount: 3 })]);
    expect(sheet.deals[0].trickPoints).toEqual(expected.trickPoints);
    expect(sheet.deals[0].honourPoints).toEqual(expected.honourPoints);
    expect(sheet.score).toEqual(expected.game ? { NS: 0, EW: 0 } : expected.reached);

    // time travel to just after the election: the obligation was pending and no card of trick 1 was on the table
    const then = await read(api, club.auditor, `/v1/sessions/${session}/deals/1?asOf=${electedAt}`);
    expect(then.obligations).toHaveLength(1);
    expect(then.tricks.flatMap((tr: { cards: unknown[] }) => tr.cards)).toEqual([]);
    expect((await streamState(api, club.auditor, session)).version).toBeGreaterThan(electedAt);
    expect(await verification(api, club.auditor, session)).toMatchObject({ chainValid: true, replayMatches: true });
  }, 60_000);

  it("when the rightful leader's partner leads, the suit is called at once from the rightful leader (whist-1900:64), and binds him (whist-1900:76)", async () => {
    const { hands, trumpCard } = deal(7, 'W');
    const session = await api.session(club, 'whist');
    await startDeal(api, club, session, { dealer: 'W', hands, trumpCard });
    const loot = await api.fact(club.scorer, session, 1, 'plays', { seat: 'S', card: hands.S[0] });
    expect(loot.irregularities).toEqual([
      expect.objectContaining({ type: 'LeadOutOfTurnRecorded', seat: 'S', rightful: 'N' }),
    ]);
    const callSuit = (loot.irregularities[0].remedies as { kind: string; targets: Seat[] }[]).find(
      (r) => r.kind === 'call-suit',
    );
    expect(callSuit?.targets).toEqual(['N']);
    const called = suit(hands.N[0]);
    await api.fact(club.scorer, session, 1, 'penalties', { by: 'E', against: 'S', kind: 'call-suit', suit: called });
    const view = await read(api, club.auditor, `/v1/sessions/${session}/deals/1`);
    expect(view.obligations).toEqual([expect.objectContaining({ kind: 'lead-suit', suit: called, seats: ['N'] })]);
    const other = hands.N.find((c) => suit(c) !== called)!;
    const res = await api.fact(club.scorer, session, 1, 'plays', { seat: 'N', card: other });
    expect(res.irregularities).toEqual([
      expect.objectContaining({
        type: 'RevokeCommitted',
        seat: 'N',
        duty: 'lead-suit',
        ledSuit: called,
        law: 'whist-1900:76',
      }),
    ]);
  }, 60_000);
});
