import { describe, expect, it } from 'vitest';
import { dealHands, fullPack, handCards, ofSuit, rankLabel } from './cards';

describe('cards', () => {
  it('a pack of 52 different cards; a deal of four hands of thirteen that uses them all', () => {
    expect(new Set(fullPack()).size).toBe(52);
    let seed = 1;
    const hands = dealHands(() => (seed = (seed * 16807) % 2147483647) / 2147483647);
    expect(Object.values(hands).map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(new Set(Object.values(hands).flat()).size).toBe(52);
  });
  it('reads dotted hands and sorts a suit high to low', () => {
    expect(handCards('AK..T2.')).toEqual(['AS', 'KS', 'TD', '2D']);
    expect(ofSuit(['2H', 'AH', 'TH', 'KS'], 'H')).toEqual(['AH', 'TH', '2H']);
    expect(rankLabel('TH')).toBe('10');
  });
});
