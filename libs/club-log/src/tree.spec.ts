import { createHash } from 'node:crypto';
import { emptyRoot, leafHash, nodeHash } from './hash';
import { Frontier } from './frontier';
import { rangeNodes } from './node-id';
import { rootFrom, rootNodes, rootOf } from './root';
import { nodeStore } from './testing/node-store';
import { refMth, sampleLeaves } from './testing/rfc9162-reference';

const hex = (h: Uint8Array) => Buffer.from(h).toString('hex');

describe('tree hashing (RFC 9162 §2.1.1)', () => {
  it('uses the 0x00 / 0x01 prefixes and SHA-256 of the empty string', () => {
    expect(hex(emptyRoot())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // SHA-256(0x00) and SHA-256(0x01 || 0x00*64): known values.
    expect(hex(leafHash(new Uint8Array(0)))).toBe('6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d');
    const a = leafHash(Uint8Array.of(1));
    const b = leafHash(Uint8Array.of(2));
    const want = createHash('sha256').update(Uint8Array.of(1)).update(a).update(b).digest('hex');
    expect(hex(nodeHash(a, b))).toBe(want);
    expect(hex(nodeHash(b, a))).not.toBe(want);
  });

  it('rootOf, rootFrom and Frontier.root equal the reference MTH for every size 0..64', () => {
    const leaves = sampleLeaves(64);
    const store = nodeStore(leaves);
    const f = Frontier.empty();
    for (let n = 0; n <= 64; n++) {
      const want = hex(refMth(leaves.slice(0, n)));
      expect(hex(rootOf(leaves.slice(0, n)))).toBe(want);
      expect(hex(rootFrom(n, store.get))).toBe(want);
      expect(f.size).toBe(n);
      expect(hex(f.root())).toBe(want);
      if (n < 64) f.append(leaves[n]);
    }
  });

  it('agrees with the reference on large sizes', () => {
    for (const n of [1000, 1023, 1024, 1025, 4097]) {
      const leaves = sampleLeaves(n, 'big');
      const want = hex(refMth(leaves));
      expect(hex(rootOf(leaves))).toBe(want);
      expect(hex(rootFrom(n, nodeStore(leaves).get))).toBe(want);
    }
  });

  it('Frontier.append reports the leaf node then each parent it completes, and nothing else', () => {
    const leaves = sampleLeaves(8);
    const f = Frontier.empty();
    const emitted = leaves.map((l) => f.append(l).map((n) => `${n.id.level}/${n.id.index}`));
    expect(emitted).toEqual([
      ['0/0'],
      ['0/1', '1/0'],
      ['0/2'],
      ['0/3', '1/1', '2/0'],
      ['0/4'],
      ['0/5', '1/2'],
      ['0/6'],
      ['0/7', '1/3', '2/1', '3/0'],
    ]);
    // 2n - popcount(n) nodes in all
    expect(nodeStore(sampleLeaves(100)).count).toBe(200 - 3);
  });

  it('Frontier.fromNodes restores a tree that keeps growing to the same roots', () => {
    const leaves = sampleLeaves(50);
    const store = nodeStore(leaves);
    for (const n of [0, 1, 7, 16, 33]) {
      const f = Frontier.fromNodes(n, store.get);
      expect(f.size).toBe(n);
      for (let i = n; i < 50; i++) f.append(leaves[i]);
      expect(hex(f.root())).toBe(hex(refMth(leaves)));
    }
  });

  it('rootNodes is one complete subtree per set bit of the size, largest first', () => {
    expect(rootNodes(0)).toEqual([]);
    expect(rootNodes(13)).toEqual([
      { level: 3, index: 0 },
      { level: 2, index: 2 },
      { level: 0, index: 12 },
    ]);
    expect(rootNodes(2 ** 40 + 1)).toEqual([
      { level: 40, index: 0 },
      { level: 0, index: 2 ** 40 },
    ]);
    expect(() => rangeNodes(3, 7)).toThrow(RangeError);
    expect(() => rootNodes(-1)).toThrow(RangeError);
  });
});
