import { RecencyMap } from './recency-map';

describe('RecencyMap (bounded, least recently used out, approximately)', () => {
  it('drops the oldest unused entry once past maxEntries', () => {
    const m = new RecencyMap<string, number>({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) m.set(k, 1);
    expect(m.size).toBe(3);
    expect(m.get('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((k) => m.get(k))).toEqual([1, 1, 1]);
  });

  it('keeps an entry used since it was stored over an older unused one (its second chance)', () => {
    const m = new RecencyMap<string, number>({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) m.set(k, 1);
    m.get('a');
    m.set('d', 1);
    expect(m.get('a')).toBe(1);
    expect(m.get('b')).toBeUndefined();
    // a's mark was spent on that sweep: next time, the oldest unused goes (c, not a, which was used again above)
    m.set('e', 1);
    expect(m.get('c')).toBeUndefined();
    expect(m.size).toBe(3);
  });

  it('updates a known key in place, marked as used, and keeps its weight right', () => {
    const m = new RecencyMap<string, number>({ maxEntries: 10, maxWeight: 10, weight: (v) => v });
    m.set('a', 4);
    m.set('b', 4);
    m.set('a', 5);
    expect(m.weight).toBe(9);
    expect(m.size).toBe(2);
    m.set('c', 3); // 12 > 10: b, the oldest unused, goes; a was updated (used) and stays
    expect(m.get('b')).toBeUndefined();
    expect(m.get('a')).toBe(5);
    expect(m.weight).toBe(8);
  });

  it('sweeps by weight, and always keeps the last entry even when it alone is over', () => {
    const m = new RecencyMap<string, number>({ maxEntries: 10, maxWeight: 10, weight: (v) => v });
    m.set('a', 6);
    m.set('b', 6);
    expect(m.get('a')).toBeUndefined();
    m.set('huge', 50);
    expect(m.size).toBe(1);
    expect(m.get('huge')).toBe(50);
    expect(m.weight).toBe(50);
  });

  it('forgets a deleted key and its weight', () => {
    const m = new RecencyMap<string, number>({ maxEntries: 10, maxWeight: 100, weight: (v) => v });
    m.set('a', 7);
    expect(m.delete('a')).toBe(true);
    expect(m.delete('a')).toBe(false);
    expect(m.get('a')).toBeUndefined();
    expect(m.weight).toBe(0);
  });

  it('stays within its bounds whatever the mix of uses (random operations against the counts)', () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const m = new RecencyMap<number, number>({ maxEntries: 20, maxWeight: 200, weight: (v) => v });
    const model = new Map<number, number>();
    for (let i = 0; i < 5_000; i++) {
      const k = rnd(60);
      const op = rnd(3);
      if (op === 0) m.get(k);
      else if (op === 1) m.set(k, 1 + rnd(30));
      else m.delete(k);
      expect(m.size).toBeLessThanOrEqual(20);
      expect(m.size === 1 || m.weight <= 200).toBe(true);
    }
    // its weight is the sum of what it holds
    for (let k = 0; k < 60; k++) {
      const v = m.get(k);
      if (v !== undefined) model.set(k, v);
    }
    expect([...model.values()].reduce((a, b) => a + b, 0)).toBe(m.weight);
  });
});
