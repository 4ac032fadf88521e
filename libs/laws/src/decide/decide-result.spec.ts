import { Table, ofType, table } from '../testing/given';
import { dealOutcome } from '../views/deal-outcome';
import { dealView } from '../views/deal-view';
import { scoresheetOfSession } from './scoresheet/session-scoresheet';

const suit = (s: string, ranks: string) => [...ranks].map((r) => `${r}${s}`);
/** N holds the four club honours (clubs are trumps in `table`). */
const HANDS = {
  N: [...suit('C', 'AKQJ'), ...suit('S', 'AKQJT9876')],
  E: [...suit('S', '5432'), ...suit('H', 'AKQJT9876')],
  S: [...suit('H', '5432'), ...suit('D', 'AKQJT9876')],
  W: [...suit('D', '5432'), ...suit('C', 'T98765432')],
} as unknown as Record<string, string>;

const resultOnly = (variant: string, result: Record<string, unknown>, rules?: Record<string, unknown>): Table => {
  const t = table(variant, { hands: null, rules });
  t.run({ type: 'RecordResult', deal: 1, ...result });
  return t;
};

describe('result-only deals (api.md "Result-only deals")', () => {
  it('whist-1900:48 a whist result ends the deal and is settled exactly as the same deal thrown in with those tricks', () => {
    const r = resultOnly('whist', { tricks: { NS: 8, EW: 5 }, honours: { NS: 4 } });
    const [e] = ofType(r.events, 'DealResultRecorded');
    expect(e.result).toEqual({ family: 'whist', tricks: { NS: 8, EW: 5 }, honours: { side: 'NS', points: 4 } });
    expect(r.deal().status).toBe('ended');
    // the same facts recorded the other way: hands known (N-S hold all four honours), tricks admitted
    const played = table('whist', { hands: HANDS });
    played.run({ type: 'AbandonHand', deal: 1, tricks: { NS: 8, EW: 5 } });
    const { abandoned: _a, ...playedOutcome } = dealOutcome(played.state, 1) as unknown as Record<string, unknown>;
    expect(dealOutcome(r.state, 1)).toEqual(playedOutcome);
    expect(scoresheetOfSession(r.state)).toEqual(scoresheetOfSession(played.state));
    expect(dealView(r.state, 1)).toMatchObject({ status: 'ended', evidence: 'result-only' });
    expect(dealView(played.state, 1).evidence).toBeUndefined();
  });

  it('whist-1900:48 three honours score 2; with honoursMustBeClaimed the honours written in the result count as claimed (whist-1900:51)', () => {
    const r = resultOnly('whist', { tricks: { NS: 6, EW: 7 }, honours: { EW: 2 } }, { honoursMustBeClaimed: true });
    expect(dealOutcome(r.state, 1)).toMatchObject({
      honours: { NS: 1, EW: 3 },
      honoursClaimed: { NS: false, EW: true },
    });
  });

  it('refuses a whist result that cannot have happened: not 13 tricks, honours for both sides, honours other than 2 or 4 (whist-1900:48)', () => {
    const t = table('whist', { hands: null });
    expect(t.refused({ type: 'RecordResult', deal: 1, tricks: { NS: 7, EW: 5 } }).code).toBe('RESULT_IMPOSSIBLE');
    const both = t.refused({ type: 'RecordResult', deal: 1, tricks: { NS: 7, EW: 6 }, honours: { NS: 2, EW: 2 } });
    expect([both.code, both.law]).toEqual(['RESULT_IMPOSSIBLE', 'whist-1900:48']);
    const three = t.refused({ type: 'RecordResult', deal: 1, tricks: { NS: 7, EW: 6 }, honours: { NS: 3 } });
    expect([three.code, three.law]).toEqual(['RESULT_IMPOSSIBLE', 'whist-1900:48']);
    expect(t.refused({ type: 'RecordResult', deal: 1, tricks: { NS: 7.5, EW: 5.5 } }).code).toBe('MALFORMED_COMMAND');
  });

  it('a play after the result is refused (the hand has ended), and a result on a deal being played card by card', () => {
    const r = resultOnly('whist', { tricks: { NS: 7, EW: 6 } });
    expect(r.refused({ type: 'PlayCard', deal: 1, seat: 'N', card: '2S' }).code).toBe('HAND_ENDED');
    expect(r.refused({ type: 'RecordResult', deal: 1, tricks: { NS: 7, EW: 6 } }).code).toBe('HAND_ENDED');
    const played = table('whist');
    played.play(1, 'N:2S');
    expect(played.refused({ type: 'RecordResult', deal: 1, tricks: { NS: 7, EW: 6 } }).code).toBe('RESULT_AFTER_PLAY');
  });

  it('whist-1900:75 a revoke claim on a deal without its play is unproven, and the result stands; a ruling still adjusts it', () => {
    const r = resultOnly('whist', { tricks: { NS: 7, EW: 6 } });
    const [c] = ofType(r.run({ type: 'ClaimRevoke', deal: 1, id: 'r1', by: 'N', against: 'E' }), 'RevokeClaimed');
    expect(c.verdict).toBe('unproven');
    expect(dealOutcome(r.state, 1)).toMatchObject({ revokes: [] });
    r.run({ type: 'RecordRuling', deal: 1, reason: 'committee', adjustment: { points: { NS: -1, EW: 1 } } });
    expect(r.deal().rulings).toHaveLength(1);
  });

  it('whist-1900:58 a card exposed before the result stays in the record; the result is still taken', () => {
    const t = table('whist', { hands: null });
    t.run({ type: 'ExposeCards', deal: 1, seat: 'E', cards: ['AS'], how: 'dropped' });
    t.run({ type: 'RecordResult', deal: 1, tricks: { NS: 6, EW: 7 } });
    expect(dealView(t.state, 1)).toMatchObject({ status: 'ended', evidence: 'result-only' });
    expect(t.deal().irregularities.map((i) => [i.kind, i.seat])).toEqual([['exposure', 'E']]);
  });

  it('bridge-1904:47 the dealer or his partner declares; settled as a played deal of that declaration and doublings', () => {
    // W deals; E is his partner
    const r = resultOnly('bridge-1904', {
      declaration: 'H',
      declarer: 'E',
      doublings: 1,
      tricks: { NS: 4, EW: 9 },
      honours: { N: 1, E: 2, S: 0, W: 2 },
    });
    expect(r.deal().contract).toMatchObject({ caller: 'W', trump: 'H', doublings: 1, noTrumps: false });
    expect(dealOutcome(r.state, 1)).toEqual({
      variant: 'bridge-1904',
      deal: 1,
      declarer: 'W',
      trump: 'H',
      doublings: 1,
      tricks: { NS: 4, EW: 9 },
      honours: { N: 1, E: 2, S: 0, W: 2 },
      chicane: [],
      revokes: [],
    });
    // three odd tricks in hearts (8 a trick), doubled: 48 below the line for E-W
    const sheet = scoresheetOfSession(r.state) as unknown as { trickTotals: { NS: number; EW: number } };
    expect(sheet.trickTotals).toEqual({ NS: 0, EW: 48 });
  });

  it('refuses a bridge result that cannot have happened (bridge-1904:47, 58, 5, 8)', () => {
    const t = table('bridge-1904', { hands: null });
    const base = { type: 'RecordResult' as const, deal: 1, declaration: 'S', declarer: 'W', tricks: { NS: 6, EW: 7 } };
    expect(t.refused({ ...base, declarer: 'N' }).law).toBe('bridge-1904:47');
    expect(t.refused({ ...base, declaration: 'X' }).code).toBe('CALL_NOT_ALLOWED');
    expect(t.refused({ ...base, declaration: 'H', doublings: 4 }).law).toBe('bridge-1904:58');
    expect(t.refused({ ...base, honours: { N: 1, E: 1, S: 1, W: 1 } }).law).toBe('bridge-1904:5');
    expect(t.refused({ ...base, declaration: 'NT', chicane: ['N'] }).law).toBe('bridge-1904:8');
    expect(t.refused({ ...base, chicane: ['N'], honours: { N: 1, E: 2, S: 1, W: 1 } }).law).toBe('bridge-1904:8');
    expect(t.refused({ ...base, tricks: { NS: 6, EW: 6 } }).code).toBe('RESULT_IMPOSSIBLE');
  });

  it('solo-hoffmann:p143 a solo result names a call of the code; the caller side tricks are settled as played', () => {
    const r = resultOnly('solo-whist', { call: 'proposal', caller: 'N', partner: 'S', tricks: 8 });
    expect(dealOutcome(r.state, 1)).toEqual({
      variant: 'solo-whist',
      deal: 1,
      call: 'proposal',
      caller: 'N',
      acceptor: 'S',
      callerTricks: 8,
      revokes: [],
    });
    const t = table('solo-whist', { hands: null });
    const bad = t.refused({ type: 'RecordResult', deal: 1, call: 'grand-slam', caller: 'N', tricks: 13 });
    expect([bad.code, bad.law]).toEqual(['CALL_NOT_ALLOWED', 'solo-hoffmann:p143']);
    expect(t.refused({ type: 'RecordResult', deal: 1, call: 'proposal', caller: 'N', tricks: 8 }).law).toBe(
      'solo-hoffmann:p146',
    );
    expect(t.refused({ type: 'RecordResult', deal: 1, call: 'solo', caller: 'N', partner: 'S', tricks: 5 }).law).toBe(
      'solo-hoffmann:p143',
    );
    expect(t.refused({ type: 'RecordResult', deal: 1, call: 'misere', caller: 'N', tricks: 14 }).code).toBe(
      'MALFORMED_COMMAND',
    );
  });

  it('hearts: every heart of the pack taken by someone; settled from the counts', () => {
    const r = resultOnly('hearts', { hearts: { N: 3, E: 0, S: 6, W: 4 } });
    expect(dealOutcome(r.state, 1)).toMatchObject({
      variant: 'hearts',
      hearts: { N: 3, E: 0, S: 6, W: 4 },
      forfeits: [],
    });
    const t = table('hearts', { hands: null });
    expect(t.refused({ type: 'RecordResult', deal: 1, hearts: { N: 3, E: 0, S: 6, W: 3 } }).code).toBe(
      'RESULT_IMPOSSIBLE',
    );
    expect(t.refused({ type: 'RecordResult', deal: 1, hearts: { N: 13, P5: 0 } }).code).toBe('SEAT_NOT_AT_TABLE');
  });
});
