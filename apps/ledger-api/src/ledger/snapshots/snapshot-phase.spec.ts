import { snapshotPhase } from './snapshot-phase';

describe('snapshotPhase: streams started together snapshot at different plays (issue 21.1)', () => {
  const keys = Array.from({ length: 200 }, (_, i) => `club/session-${i}`);

  it('is in [0, every / 2) and the same for the same key', () => {
    for (const k of keys) {
      const p = snapshotPhase(k, 500);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThan(250);
      expect(Number.isInteger(p)).toBe(true);
      expect(snapshotPhase(k, 500)).toBe(p);
    }
  });

  it('spreads 200 streams over the span: each tenth of it holds between 8 and 32 of them (20 on average)', () => {
    const tenths = new Array(10).fill(0);
    for (const k of keys) tenths[Math.floor(snapshotPhase(k, 500) / 25)]++;
    expect(Math.min(...tenths)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...tenths)).toBeLessThanOrEqual(32);
  });

  it('is 0 when every is below 2 (a snapshot after every write stays so)', () => {
    expect(snapshotPhase('club/s', 1)).toBe(0);
    expect(snapshotPhase('club/s', 0)).toBe(0);
  });
});
