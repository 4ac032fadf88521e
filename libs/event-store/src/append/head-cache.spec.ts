import { HeadCache } from './head-cache';

describe('HeadCache', () => {
  it('keeps the most recently used heads up to its capacity', () => {
    const cache = new HeadCache(2);
    cache.set('c', 'a', { version: 1, hash: 'ha' });
    cache.set('c', 'b', { version: 1, hash: 'hb' });
    cache.set('c', 'a', { version: 2, hash: 'ha2' });
    cache.set('c', 'd', { version: 1, hash: 'hd' });
    expect(cache.get('c', 'b')).toBeUndefined();
    expect(cache.get('c', 'a')).toEqual({ version: 2, hash: 'ha2' });
    cache.delete('c', 'a');
    expect(cache.get('c', 'a')).toBeUndefined();
  });

  it('keys by club and stream', () => {
    const cache = new HeadCache();
    cache.set('c1', 's', { version: 1, hash: 'h' });
    expect(cache.get('c2', 's')).toBeUndefined();
  });
});
