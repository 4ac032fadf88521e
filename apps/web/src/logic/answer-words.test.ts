import { describe, expect, it } from 'vitest';
import { describeAnswer } from './answer-words';

describe('the API’s answer in words', () => {
  it('a lead out of turn: the irregularity, the seat, the law and the remedies the API gave', () => {
    expect(
      describeAnswer({
        version: 7,
        events: [{ type: 'CardPlayed' }, { type: 'IrregularityRecorded' }],
        irregularities: [
          {
            kind: 'lead-out-of-turn',
            seat: 'E',
            law: 'whist-1900:58',
            remedies: [{ kind: 'call-card' }, { kind: 'call-suit' }],
          },
        ],
      }),
    ).toBe('lead out of turn by E — Laws of Short Whist (1900), law 58; remedies: call-card, call-suit');
  });
  it('a revoke claim’s verdict with its law; a plain write lists its events', () => {
    expect(describeAnswer({ id: 'x', verdict: 'unproven', law: 'whist-1900:67' })).toBe(
      'Revoke claim: unproven — Laws of Short Whist (1900), law 67',
    );
    expect(
      describeAnswer({
        events: [{ type: 'DealResultRecorded' }, { type: 'DealEnded', deal: 2, reason: 'result-only' }],
      }),
    ).toBe('Recorded: result recorded (result only); deal 2 ended (result-only)');
    expect(
      describeAnswer({
        events: [{ type: 'PenaltyElected', by: 'W', against: 'S', kind: 'call-suit', suit: 'S', law: 'whist-1900:64' }],
        irregularities: [],
      }),
    ).toBe('Recorded: W elected “call a suit” (S) against S — Laws of Short Whist (1900), law 64');
  });
});
