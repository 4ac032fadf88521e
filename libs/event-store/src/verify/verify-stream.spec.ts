import { eventHash } from '../hashing/event-hash';
import { StoredEvent } from '../types';
import { verifyChain } from './verify-stream';

function chain(n: number): StoredEvent[] {
  const out: StoredEvent[] = [];
  let prev: string | null = null;
  for (let v = 1; v <= n; v++) {
    const base = {
      clubId: 'c',
      streamId: 's',
      version: v,
      type: 'T',
      schemaVersion: 1,
      data: { v },
      metadata: {},
      recordedAt: '2026-01-01T00:00:00.000Z',
    };
    const hash = eventHash(prev, base);
    out.push({ ...base, position: v, txId: '1', prevHash: prev, hash });
    prev = hash;
  }
  return out;
}

describe('verifyChain', () => {
  it('accepts an intact chain', () => {
    expect(verifyChain(chain(4))).toEqual({ valid: true, eventsChecked: 4 });
  });

  it('finds the first altered event', () => {
    const events = chain(4);
    events[2] = { ...events[2], data: { v: 99 } };
    expect(verifyChain(events)).toEqual({ valid: false, eventsChecked: 3, firstBadVersion: 3 });
  });

  it('finds a broken link and a gap', () => {
    const events = chain(4);
    expect(verifyChain([events[0], events[2], events[3]])).toMatchObject({ firstBadVersion: 2 });
    expect(verifyChain([events[0], { ...events[1], prevHash: 'x' }])).toMatchObject({ firstBadVersion: 2 });
  });
});
