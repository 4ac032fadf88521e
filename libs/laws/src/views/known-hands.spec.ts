import { table } from '../testing/given';
import { inHandOrder } from './hand-order';
import { knownHands, remainingHands } from './known-hands';

describe('knownHands', () => {
  it('hands back a recorded hand in hand order, the same array at every state of the deal', () => {
    const t = table('whist');
    const first = knownHands(t.deal());
    t.play(1, 'N:2S E:3S S:4S W:5S');
    const later = knownHands(t.deal());
    for (const seat of ['N', 'E', 'S', 'W']) {
      expect(first[seat]).toEqual(inHandOrder(t.deal().hands![seat as 'N']!));
      expect(later[seat]).toBe(first[seat]);
    }
    // the remaining cards are a fresh array, without the cards played
    const remaining = remainingHands(t.deal(), later);
    expect(remaining.N).toHaveLength(12);
    expect(remaining.N).not.toContain('2S');
    expect(later.N).toContain('2S');
  });

  it('builds an unrecorded hand from the cards seen, afresh as they grow', () => {
    const t = table('whist', { hands: null });
    t.play(1, 'N:2S E:3S S:4S W:5S');
    const once = knownHands(t.deal());
    expect(once.N).toEqual(['2S']);
    t.play(1, 'W:JS N:AS E:KS S:QS');
    expect(knownHands(t.deal()).N).toEqual(['AS', '2S']);
    expect(once.N).toEqual(['2S']);
  });
});
