import { Card, Suit } from '@ledger/laws/core/cards/card';
import { parseHand } from '@ledger/laws/core/cards/hand';
import { analyseClaim } from './analyse-claim';
import { Position, positionProblem } from './position';
import { solve } from './solve';

/** A four-handed position from dotted hands (spades.hearts.diamonds.clubs). */
function pos(
  hands: Record<'N' | 'E' | 'S' | 'W', string>,
  trump: Suit | null,
  leader: 'N' | 'E' | 'S' | 'W',
  trick: [string, Card][] = [],
): Position {
  const parsed = Object.fromEntries(Object.entries(hands).map(([s, h]) => [s, parseHand(h)!]));
  return {
    order: ['N', 'E', 'S', 'W'],
    hands: parsed,
    trump,
    leader,
    trick: trick.map(([seat, card]) => ({ seat: seat as 'N', card })),
  };
}

describe('claim solver: whist-family endgames', () => {
  const finesse = { N: 'AQ...', E: '76...', S: '32...', W: 'K5...' };

  it('takes a finesse when the king sits in front of the tenace (South leads towards AQ)', () => {
    expect(solve(pos(finesse, null, 'S'), { kind: 'tricks', side: ['N', 'S'] })).toBe(2);
  });

  it('cannot finesse when the tenace must lead, or when the king sits behind it', () => {
    expect(solve(pos(finesse, null, 'N'), { kind: 'tricks', side: ['N', 'S'] })).toBe(1);
    expect(solve(pos({ ...finesse, E: 'K5...', W: '76...' }, null, 'S'), { kind: 'tricks', side: ['N', 'S'] })).toBe(1);
  });

  it('ruffs a loser in a trump game, not at no trumps', () => {
    const hands = { N: '.3.4.', E: 'KQ...', S: 'A2...', W: '..65.' };
    expect(solve(pos(hands, 'H', 'S'), { kind: 'tricks', side: ['N', 'S'] })).toBe(2);
    expect(solve(pos(hands, null, 'S'), { kind: 'tricks', side: ['N', 'S'] })).toBe(1);
  });

  it('finds the simple squeeze of the 3-card ending, and not without the double guard', () => {
    const squeeze = { N: 'AJ..2.', E: '..765.', S: '3.Q..A', W: 'KQ.K..' };
    expect(solve(pos(squeeze, null, 'S'), { kind: 'tricks', side: ['N', 'S'] })).toBe(3);
    const split = { N: 'AJ..2.', E: '.K.65.', S: '3.Q..A', W: 'KQ..7.' };
    expect(solve(pos(split, null, 'S'), { kind: 'tricks', side: ['N', 'S'] })).toBe(2);
  });

  it('judges a claim made with a trick in progress, and gives a line that beats an unsound one', () => {
    const p = pos({ N: 'AQ...', E: '76...', S: '2...', W: 'K5...' }, null, 'S', [['S', '3S']]);
    expect(analyseClaim(p, { kind: 'tricks', seat: 'S', side: ['N', 'S'], tricks: 'rest' })).toMatchObject({
      sound: true,
      guaranteedTricks: 2,
    });
    const q = pos({ N: 'AQ...', E: 'K5...', S: '2...', W: '76...' }, null, 'S', [['S', '3S']]);
    const a = analyseClaim(q, { kind: 'tricks', seat: 'S', side: ['N', 'S'], tricks: 'rest' });
    expect(a).toMatchObject({ sound: false, guaranteedTricks: 1 });
    expect(a.refutation![0].seat).toBe('W');
    expect(a.refutation).toContainEqual({ seat: 'E', card: 'KS' });
  });

  /** A call on South's next lead (whist-1900:66), and North-South's goal. */
  const call = {
    id: 'o1',
    seats: ['S' as const],
    when: 'lead' as const,
    law: 'whist-1900:66',
    irregularity: 'i1',
    discharged: false,
  };
  const ns = { kind: 'tricks' as const, side: ['N', 'S'] as const };

  it('obeys a called suit or a forbidden lead (the finesse is lost when South may not lead spades)', () => {
    const p = pos({ N: 'AQ...', E: '7.A..', S: '3.2..', W: 'K5...' }, null, 'S');
    expect(solve(p, ns)).toBe(2);
    expect(solve({ ...p, obligations: [{ ...call, kind: 'lead-suit', suit: 'H' }] }, ns)).toBe(1);
    expect(solve({ ...p, obligations: [{ ...call, kind: 'forbid-lead', suit: 'S' }] }, ns)).toBe(1);
    expect(solve({ ...p, obligations: [{ ...call, kind: 'lead-suit', suit: 'H', discharged: true }] }, ns)).toBe(2);
  });

  it('does not count quick tricks a called suit keeps the leader from cashing', () => {
    // South holds the ♠AK but must lead a heart: West wins it and cashes his hearts while South discards.
    const p = pos({ N: '43..2.', E: '..AKQ.', S: 'AK.2..', W: '.AKQ..' }, null, 'S');
    expect(solve(p, ns)).toBe(2);
    expect(solve({ ...p, obligations: [{ ...call, kind: 'lead-suit', suit: 'H' }] }, ns)).toBe(0);
  });

  it('refuses a malformed position', () => {
    expect(positionProblem(pos({ N: 'A...', E: 'K...', S: 'Q...', W: 'JT...' }, null, 'N'))).toMatch(/hand of W/);
    expect(() =>
      solve(pos({ N: 'A...', E: 'A...', S: 'Q...', W: 'J...' }, null, 'N'), { kind: 'tricks', side: ['N'] }),
    ).toThrow(/twice/);
  });
});

describe('claim solver: misère and hearts', () => {
  it('forces a misère caller holding a bare ace to win a trick', () => {
    const p = pos({ N: '3.5..', E: '4.6..', S: 'A.2..', W: '5.7..' }, null, 'N');
    const a = analyseClaim(p, { kind: 'no-trick', seat: 'S' });
    expect(a).toMatchObject({ sound: false, guaranteedTricks: 1, measure: 'tricks-forced' });
    expect(a.refutation![0]).toEqual({ seat: 'N', card: '3S' });
  });

  it('cannot force a misère caller who can always play under', () => {
    const p = pos({ N: 'A3.5..', E: 'K4.6..', S: 'Q2.2..', W: 'J5.7..' }, null, 'N');
    expect(analyseClaim(p, { kind: 'no-trick', seat: 'S' })).toMatchObject({ sound: true, guaranteedTricks: 0 });
  });

  it('forces a heart on a Hearts claimer who must follow with the ace', () => {
    const p = pos({ N: '.3..3', E: '.A..2', S: '.4..4', W: '.5..5' }, null, 'N');
    const a = analyseClaim(p, { kind: 'no-heart', seat: 'E' });
    expect(a).toMatchObject({ sound: false, guaranteedTricks: 4, measure: 'hearts-forced' });
    expect(a.refutation).toEqual([
      { seat: 'N', card: '3H' },
      { seat: 'E', card: 'AH' },
      { seat: 'S', card: '4H' },
      { seat: 'W', card: '5H' },
    ]);
  });

  it('lets a Hearts claimer with the lowest cards keep clear of hearts', () => {
    const p = pos({ N: '.3..3', E: '.2..2', S: '.4..4', W: '.5..5' }, null, 'N');
    expect(analyseClaim(p, { kind: 'no-heart', seat: 'E' })).toMatchObject({ sound: true, guaranteedTricks: 0 });
  });
});
