import { TokenBuckets } from '../rate-limit/token-bucket';

describe('TokenBuckets.wait (the failed-auth throttle looks before it takes)', () => {
  it('says 0 while tokens remain, the wait once they are gone, and never takes one itself', () => {
    let now = 0;
    const b = new TokenBuckets(2, () => now);
    expect(b.wait('ip')).toBe(0);
    b.take('ip');
    expect(b.wait('ip')).toBe(0);
    b.take('ip');
    expect(b.wait('ip')).toBe(30_000);
    expect(b.wait('ip')).toBe(30_000);
    now = 30_000;
    expect(b.wait('ip')).toBe(0);
    expect(b.wait('other')).toBe(0);
  });
});
