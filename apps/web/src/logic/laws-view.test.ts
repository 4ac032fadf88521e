import { describe, expect, it } from 'vitest';
import { claimLines, irregularityLines, obligationLines, penaltyBody, revokeClaimLines } from './laws-view';

const deal = {
  irregularities: [
    {
      id: 'irr-1',
      kind: 'lead-out-of-turn',
      seat: 'S',
      trick: 1,
      cards: ['7H'],
      law: 'whist-1900:64',
      rightful: 'E',
      penalised: false,
      remedies: [
        { kind: 'call-card', electors: ['E', 'W'], targets: ['S'], law: 'whist-1900:64' },
        { kind: 'call-suit', electors: ['E', 'W'], targets: ['N', 'S'], law: 'whist-1900:64' },
      ],
    },
    {
      id: 'irr-2',
      kind: 'asked-partner',
      seat: 'N',
      trick: 2,
      cards: [],
      law: 'bridge-1904:81',
      remedies: [],
      noPenaltyLaw: 'bridge-1904:81',
      penalised: false,
    },
  ],
  revokeClaims: [
    {
      id: 'rc-1',
      by: 'N',
      against: 'E',
      verdict: 'established',
      evidence: { heldCard: 'TS', source: 'dealt-hand' },
      law: 'whist-1900:77',
    },
    { id: 'rc-2', by: 'E', against: 'N', verdict: 'refuted', law: 'whist-1900:77', penalty: undefined },
  ],
  claims: [{ id: 'c-1', seat: 'S', tricks: 'rest', status: 'open', answers: [{ seat: 'W', accept: true }] }],
  obligations: [{ kind: 'lead-suit', seats: ['N', 'S'], when: 'lead', suit: 'H', law: 'whist-1900:64' }],
};

describe('the laws’ answers of a deal in words', () => {
  it('says each irregularity with the law, its remedies and who may elect them', () => {
    const [lot, asked] = irregularityLines(deal);
    expect(lot.words).toBe('lead out of turn by S in trick 1 (7♥), E to lead — Laws of Short Whist (1900), law 64');
    expect(lot.remedies.map((r) => [r.words, r.electors.join(''), r.needsSuit])).toEqual([
      ['call the exposed card', 'EW', false],
      ['call a suit', 'EW', true],
    ]);
    expect(asked.words).toMatch(/asked partner by N .*; no penalty — Laws of Bridge \(1904\), law 81$/);
  });

  it('builds the election’s body against the offender, for that irregularity, a suit only where one is named', () => {
    const [lot] = irregularityLines(deal);
    expect(penaltyBody(lot, 'call-suit', 'W', 'H')).toEqual({
      by: 'W',
      against: 'S',
      kind: 'call-suit',
      forIrregularity: 'irr-1',
      suit: 'H',
    });
    expect(penaltyBody(lot, 'call-card', 'E', 'H')).toEqual({
      by: 'E',
      against: 'S',
      kind: 'call-card',
      forIrregularity: 'irr-1',
    });
  });

  it('says revoke claims (an established one awaits its penalty), claims and calls to obey', () => {
    const [est, ref] = revokeClaimLines(deal);
    expect(est).toMatchObject({
      awaitsPenalty: true,
      words:
        'N claimed a revoke against E: established; evidence: dealt-hand (held 10♠) — Laws of Short Whist (1900), law 77',
    });
    expect(ref.awaitsPenalty).toBe(false);
    expect(claimLines(deal)).toEqual([
      { id: 'c-1', seat: 'S', open: true, words: 'S claims the rest: open; W accepted' },
    ]);
    expect(obligationLines(deal)).toEqual([
      'N or S: lead suit hearts (at the next lead) — Laws of Short Whist (1900), law 64',
    ]);
  });
});
