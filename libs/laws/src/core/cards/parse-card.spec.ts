import { parseCard } from './parse-card';

describe('parseCard (api.md notation)', () => {
  it.each([
    ['TS', 'TS'],
    ['10s', 'TS'],
    ['qh', 'QH'],
    [' 2C ', '2C'],
  ])('reads %p as %p', (input, expected) => {
    expect(parseCard(input)).toBe(expected);
  });
  it.each(['1S', 'XS', 'T', 'TSS', '', 'AZ', '11H'])('refuses %p', (input) => {
    expect(parseCard(input)).toBeUndefined();
  });
});
