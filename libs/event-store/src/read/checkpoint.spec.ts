import { formatCheckpoint, parseCheckpoint, START } from './checkpoint';

describe('checkpoint', () => {
  it('round-trips through its string form', () => {
    expect(parseCheckpoint(formatCheckpoint({ txId: '18446744073709551615', position: 42 }))).toEqual({
      txId: '18446744073709551615',
      position: 42,
    });
    expect(parseCheckpoint(formatCheckpoint(START))).toEqual(START);
  });

  it('refuses anything else', () => {
    expect(() => parseCheckpoint('12')).toThrow(TypeError);
    expect(() => parseCheckpoint('a:1')).toThrow(TypeError);
  });
});
