import { eldestHand, nextInOrder, previousInOrder, rotationFrom } from './table-seat';
import { partnerOf, sideOf } from './seat';

describe('seat rotation', () => {
  const four = ['N', 'E', 'S', 'W'] as const;
  it("play goes clockwise N → E → S → W → N and the eldest hand is the dealer's left", () => {
    expect(nextInOrder(four, 'W')).toBe('N');
    expect(eldestHand(four, 'S')).toBe('W');
    expect(previousInOrder(four, 'N')).toBe('W');
    expect(rotationFrom(four, 'S')).toEqual(['S', 'W', 'N', 'E']);
  });
  it('three-handed tables skip the empty seat', () => {
    expect(nextInOrder(['N', 'E', 'S'], 'S')).toBe('N');
    expect(nextInOrder(['N', 'E', 'S', 'W', 'P5'], 'W')).toBe('P5');
  });
  it('partners are N-S and E-W', () => {
    expect(partnerOf('E')).toBe('W');
    expect(sideOf('S')).toBe('NS');
  });
});
