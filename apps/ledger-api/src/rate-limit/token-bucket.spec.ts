import { TokenBuckets } from './token-bucket';

describe('TokenBuckets', () => {
  it('grants the burst, then refuses with the wait until the next token, then refills', () => {
    let now = 0;
    const b = new TokenBuckets(3, () => now);
    expect([b.take('k'), b.take('k'), b.take('k')]).toEqual([0, 0, 0]);
    expect(b.take('k')).toBe(20_000);
    expect(b.take('other')).toBe(0);
    now = 19_999;
    expect(b.take('k')).toBeGreaterThan(0);
    now = 20_000;
    expect(b.take('k')).toBe(0);
  });

  it('forgets full buckets when it holds too many', () => {
    let now = 0;
    const b = new TokenBuckets(60, () => now, 10);
    for (let i = 0; i < 10; i++) b.take(`k${i}`);
    now = 60_000;
    b.take('new');
    expect(b.size).toBe(1);
  });
});
