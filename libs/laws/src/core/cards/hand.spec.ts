import { formatHand, parseHand } from './hand';
import { FULL_PACK, isPerfectPack, packFor } from './pack';
import { Card } from './card';

describe('hand notation (api.md)', () => {
  it('reads the dotted hand spades.hearts.diamonds.clubs and prints it back', () => {
    const hand = parseHand('AKQ.JT9.8765.432')!;
    expect(hand).toHaveLength(13);
    expect(hand).toContain('TH');
    expect(formatHand(hand)).toBe('AKQ.JT9.8765.432');
  });
  it('accepts 10 for the ten and empty segments', () => {
    expect(parseHand('A10..K.')).toEqual(['AS', 'TS', 'KD']);
    expect(formatHand(parseHand('AKQJT98765432...')!)).toBe('AKQJT98765432...');
  });
  it('reads an array of cards in any notation', () => {
    expect(parseHand(['10s', 'qh'])).toEqual(['TS', 'QH']);
  });
  it.each(['AKQ.JT9.8765', 'AXQ...', 'AA...', 42])('refuses %p', (bad) => {
    expect(parseHand(bad)).toBeUndefined();
  });
});

describe('packs', () => {
  const deal = (pack: readonly Card[], n: number) =>
    Array.from({ length: n }, (_, i) => pack.filter((_, j) => j % n === i));
  it('a perfect pack is 52 distinct cards in four equal hands', () => {
    expect(isPerfectPack(deal(FULL_PACK, 4))).toBe(true);
    const bad = deal(FULL_PACK, 4);
    bad[0] = [...bad[0].slice(1), bad[1][0]];
    expect(isPerfectPack(bad)).toBe(false);
  });
  it('stripped packs for 3-, 5- and 6-handed Hearts', () => {
    expect(packFor(3)).toHaveLength(51);
    expect(packFor(3)).not.toContain('2S');
    expect(packFor(5)).toHaveLength(50);
    expect(packFor(6)).toHaveLength(48);
    expect(isPerfectPack(deal(packFor(3), 3), packFor(3))).toBe(true);
    expect(deal(packFor(6), 6).every((h) => h.length === 8)).toBe(true);
  });
  it("makes each table size's pack once: every play checks its card against it", () => {
    expect(packFor(4)).toBe(packFor(4));
    expect(packFor(5)).toBe(packFor(5));
    expect(packFor(4)).toEqual(FULL_PACK);
  });
});
