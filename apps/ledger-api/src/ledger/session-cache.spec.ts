import { initialState, SessionState } from '@ledger/laws';
import { SessionCache } from './session-cache';

const at = (version: number): SessionState => ({ ...initialState, version });

describe('SessionCache (a cache, never a source of truth)', () => {
  it('keeps the newer state of a session and ignores an older one', () => {
    const c = new SessionCache();
    c.put('c', 's', at(10));
    c.put('c', 's', at(5));
    expect(c.get('c', 's')?.version).toBe(10);
    expect(c.size()).toEqual({ sessions: 1, events: 10 });
  });

  it('is bounded by folded events: the least recently used sessions go first', () => {
    const c = new SessionCache();
    for (let i = 0; i < 30; i++) c.put('c', `s${i}`, at(5_000));
    expect(c.size().events).toBeLessThanOrEqual(100_000);
    expect(c.get('c', 's0')).toBeUndefined();
    expect(c.get('c', 's29')?.version).toBe(5_000);
  });

  it('keeps a recently read session over an older untouched one', () => {
    const c = new SessionCache();
    for (let i = 0; i < 20; i++) c.put('c', `s${i}`, at(5_000));
    c.get('c', 's0');
    c.put('c', 'new', at(5_000));
    expect(c.get('c', 's0')).toBeDefined();
    expect(c.get('c', 's1')).toBeUndefined();
  });
});
