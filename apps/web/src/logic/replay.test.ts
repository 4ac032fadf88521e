import { describe, expect, it } from 'vitest';
import { replayHands, revokeWords, tableTrick } from './replay';

const view = {
  hands: { N: ['AS', '2S', 'KH'], E: ['3S', 'QH', 'TD'] },
  tricks: [
    {
      number: 1,
      cards: [
        { seat: 'N', card: 'AS' },
        { seat: 'E', card: '3S' },
      ],
      winner: null,
    },
  ],
  exposed: { E: ['TD'] },
  revokes: [
    {
      seat: 'E',
      trick: 3,
      card: 'QH',
      ledSuit: 'S',
      status: 'established',
      evidence: { source: 'dealt-hand', heldCard: '3S' },
      law: 'whist-1900:77',
    },
  ],
};

describe('the replay at a step', () => {
  it('marks each card held, played or exposed, suit by suit', () => {
    const h = replayHands(view);
    expect(h.N[0]).toEqual({
      suit: 'S',
      cards: [
        { card: 'AS', state: 'played' },
        { card: '2S', state: 'held' },
      ],
    });
    expect(h.E.find((s) => s.suit === 'D')?.cards).toEqual([{ card: 'TD', state: 'exposed' }]);
  });

  it('shows the trick on the table and the revokes in words with the law', () => {
    expect(tableTrick(view)).toEqual([
      { seat: 'N', card: 'AS' },
      { seat: 'E', card: '3S' },
    ]);
    expect(tableTrick({ tricks: [] })).toEqual([]);
    expect(revokeWords(view)).toEqual([
      'East revoked in trick 3 with Q♥ on a ♠ lead: established. Evidence: dealt-hand (held 3♠). Laws of Short Whist (1900), law 77.',
    ]);
  });
});
