import { beats, isRevoke, legalPlays, trickWinner, trumpFromCard } from './trick';

const t = (...x: [string, string][]) => x.map(([seat, card]) => ({ seat, card })) as never;

describe('trick winner and duty to follow', () => {
  it('the highest card of the suit led wins without trumps', () => {
    expect(trickWinner(t(['N', '5H'], ['E', 'KH'], ['S', 'AS'], ['W', '2H']), null)).toBe('E');
  });
  it('the highest trump wins', () => {
    expect(trickWinner(t(['N', 'AH'], ['E', '2S'], ['S', '3S'], ['W', 'KH']), 'S')).toBe('S');
    expect(beats('2C', 'AD', 'D', 'C')).toBe(true);
    expect(beats('AS', '2D', 'D', 'C')).toBe(false);
  });
  it('players must follow suit when they can', () => {
    expect(legalPlays(['AS', '2H', '3H'], 'H')).toEqual(['2H', '3H']);
    expect(legalPlays(['AS', '2D'], 'H')).toEqual(['AS', '2D']);
    expect(isRevoke(['AS', '2H'], 'H', 'AS')).toBe(true);
    expect(isRevoke(['AS', '2D'], 'H', 'AS')).toBe(false);
  });
  it('whist-1900:37 the turned card fixes trumps', () => {
    expect(trumpFromCard('7D')).toBe('D');
  });
});
