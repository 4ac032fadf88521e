import { describe, expect, it } from 'vitest';
import { cardText, eventWords, remedyWords } from './event-words';

describe('the live feed in words', () => {
  it('says plays, irregularities and elections with the law cited in words', () => {
    expect(eventWords({ type: 'CardPlayed', data: { seat: 'E', card: 'TH' } })).toBe('E played 10♥');
    expect(
      eventWords({ type: 'LeadOutOfTurnRecorded', data: { seat: 'S', rightful: 'E', law: 'whist-1900:64' } }),
    ).toBe('S led out of turn (E to lead) — Laws of Short Whist (1900), law 64');
    expect(
      eventWords({
        type: 'PenaltyElected',
        data: { by: 'W', against: 'S', kind: 'call-suit', suit: 'H', law: 'whist-1900:64' },
      }),
    ).toBe('W elected “call a suit” (H) against S — Laws of Short Whist (1900), law 64');
    expect(eventWords({ type: 'RevokeClaimed', data: { by: 'N', against: 'E', verdict: 'established' } })).toBe(
      'N claimed a revoke against E: established',
    );
  });

  it('falls back to the event type in words for one it does not know', () => {
    expect(eventWords({ type: 'HandLaidOpen', data: { seat: 'W', law: 'hearts-foster:3' } })).toBe(
      "hand laid open — W — Foster's Hearts, law 3",
    );
    expect(remedyWords('deduct-three')).toBe('deduct three points');
    expect(remedyWords('some-new-remedy')).toBe('some new remedy');
    expect(cardText('QS')).toBe('Q♠');
  });
});
