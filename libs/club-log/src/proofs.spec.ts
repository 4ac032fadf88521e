import fc from 'fast-check';
import { consistencyProof, consistencyProofNodes } from './consistency-proof';
import { emptyRoot, Hash } from './hash';
import { inclusionProof, inclusionProofNodes } from './inclusion-proof';
import { rootOf } from './root';
import { nodeStore } from './testing/node-store';
import { refMth, refPath, refProof, sampleLeaves } from './testing/rfc9162-reference';
import { verifyConsistency } from './verify-consistency';
import { verifyInclusion } from './verify-inclusion';

const hex = (hs: readonly Uint8Array[]) => hs.map((h) => Buffer.from(h).toString('hex'));
const N = 40;
const leaves = sampleLeaves(N);
const store = nodeStore(leaves);
const roots = Array.from({ length: N + 1 }, (_, n) => refMth(leaves.slice(0, n)));
const flip = (h: Hash) => {
  const c = Uint8Array.from(h);
  c[0] ^= 1;
  return c;
};

describe('inclusion proofs (RFC 9162 §2.1.3)', () => {
  it('built from stored nodes equal PATH(m, D[n]) and verify, for every leaf of every size up to 40', () => {
    for (let n = 1; n <= N; n++) {
      for (let m = 0; m < n; m++) {
        const proof = inclusionProof(m, n, store.get);
        expect(hex(proof)).toEqual(hex(refPath(m, leaves.slice(0, n))));
        expect(verifyInclusion(m, n, leaves[m], proof, roots[n])).toBe(true);
      }
    }
  });

  it('reads only the nodes it announces', () => {
    const asked = new Set<string>();
    const proof = inclusionProof(13, 37, (id) => {
      asked.add(`${id.level}/${id.index}`);
      return store.get(id);
    });
    expect(proof.length).toBeGreaterThan(0);
    expect([...asked].sort()).toEqual(
      inclusionProofNodes(13, 37)
        .map((id) => `${id.level}/${id.index}`)
        .sort(),
    );
  });

  it('rejects forged proofs', () => {
    for (let n = 2; n <= N; n++) {
      for (let m = 0; m < n; m++) {
        const p = inclusionProof(m, n, store.get);
        const ok = (leaf: number, size: number, lh: Hash, proof: Hash[], root: Hash) =>
          verifyInclusion(leaf, size, lh, proof, root);
        // a wrong sibling
        for (let i = 0; i < p.length; i++)
          expect(
            ok(
              m,
              n,
              leaves[m],
              p.map((h, j) => (j === i ? flip(h) : h)),
              roots[n],
            ),
          ).toBe(false);
        // another leaf, another index, a wrong size
        expect(ok(m, n, leaves[(m + 1) % n], p, roots[n])).toBe(false);
        expect(ok((m + 1) % n, n, leaves[m], p, roots[n])).toBe(false);
        if (n < N) expect(ok(m, n + 1, leaves[m], p, roots[n + 1])).toBe(false);
        expect(ok(m, n, leaves[m], p, roots[n - 1])).toBe(false);
        // reordered hashes
        if (p.length > 1) expect(ok(m, n, leaves[m], [...p].reverse(), roots[n])).toBe(false);
        // truncated / extended
        expect(ok(m, n, leaves[m], p.slice(0, -1), roots[n])).toBe(false);
        expect(ok(m, n, leaves[m], [...p, roots[n]], roots[n])).toBe(false);
        // leaf index ≥ size, negative, fractional
        expect(ok(n, n, leaves[m], p, roots[n])).toBe(false);
        expect(ok(-1, n, leaves[m], p, roots[n])).toBe(false);
        expect(ok(m + 0.5, n, leaves[m], p, roots[n])).toBe(false);
      }
    }
    // a proof for a different tree of the same size
    const other = sampleLeaves(N, 'other');
    other[5] = leaves[5];
    expect(verifyInclusion(5, N, leaves[5], inclusionProof(5, N, nodeStore(other).get), roots[N])).toBe(false);
    expect(verifyInclusion(0, 1, leaves[0], [], roots[1])).toBe(true);
    expect(verifyInclusion(0, 0, leaves[0], [], emptyRoot())).toBe(false);
    expect(() => inclusionProofNodes(5, 5)).toThrow(RangeError);
  });

  it('property: a proof verifies for its own leaf and tree and for nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.nat(), fc.nat(), fc.nat(), (n, mi, tamperAt, byte) => {
        const ls = sampleLeaves(n + 1, 'p').slice(0, n);
        const rootNext = rootOf(sampleLeaves(n + 1, 'p'));
        const root = rootOf(ls);
        const m = mi % n;
        const p = inclusionProof(m, n, nodeStore(ls).get);
        expect(verifyInclusion(m, n, ls[m], p, root)).toBe(true);
        if (p.length > 0) {
          const bad = p.map((h) => Uint8Array.from(h));
          bad[tamperAt % p.length][byte % 32] ^= 0x80;
          expect(verifyInclusion(m, n, ls[m], bad, root)).toBe(false);
        }
        // the next tree's size and root: the proof of n leaves does not show the leaf in it
        expect(verifyInclusion(m, n + 1, ls[m], p, rootNext)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('consistency proofs (RFC 9162 §2.1.4)', () => {
  it('built from stored nodes equal PROOF(m, D[n]) and verify, for every pair up to 40', () => {
    for (let n = 0; n <= N; n++) {
      for (let m = 0; m <= n; m++) {
        const proof = consistencyProof(m, n, store.get);
        expect(hex(proof)).toEqual(hex(refProof(m, leaves.slice(0, n))));
        expect(verifyConsistency(m, n, proof, roots[m], roots[n])).toBe(true);
      }
    }
  });

  it('reads only the nodes it announces', () => {
    const asked = new Set<string>();
    consistencyProof(11, 38, (id) => {
      asked.add(`${id.level}/${id.index}`);
      return store.get(id);
    });
    expect([...asked].sort()).toEqual(
      consistencyProofNodes(11, 38)
        .map((id) => `${id.level}/${id.index}`)
        .sort(),
    );
  });

  it('rejects forged proofs', () => {
    const other = sampleLeaves(N, 'fork');
    for (let n = 2; n <= N; n++) {
      for (let m = 1; m < n; m++) {
        const p = consistencyProof(m, n, store.get);
        const ok = (from: number, to: number, proof: Hash[], a: Hash, b: Hash) =>
          verifyConsistency(from, to, proof, a, b);
        for (let i = 0; i < p.length; i++)
          expect(
            ok(
              m,
              n,
              p.map((h, j) => (j === i ? flip(h) : h)),
              roots[m],
              roots[n],
            ),
          ).toBe(false);
        // wrong sizes
        if (n < N) expect(ok(m, n + 1, p, roots[m], roots[n + 1])).toBe(false);
        if (m > 1) expect(ok(m - 1, n, p, roots[m - 1], roots[n])).toBe(false);
        // swapped roots, a root of another size
        expect(ok(m, n, p, roots[n], roots[m])).toBe(false);
        expect(ok(m, n, p, roots[m - 1], roots[n])).toBe(false);
        // reordered, truncated, extended, empty
        if (p.length > 1) expect(ok(m, n, [...p].reverse(), roots[m], roots[n])).toBe(false);
        expect(ok(m, n, p.slice(0, -1), roots[m], roots[n])).toBe(false);
        expect(ok(m, n, [...p, roots[m]], roots[m], roots[n])).toBe(false);
        expect(ok(m, n, [], roots[m], roots[n])).toBe(false);
        // from > to
        expect(ok(n, m, p, roots[n], roots[m])).toBe(false);
        // a proof for a different tree: the same first m leaves, a different rest
        const forked = [...leaves.slice(0, m), ...other.slice(m, n)];
        const forkProof = consistencyProof(m, n, nodeStore(forked).get);
        expect(ok(m, n, forkProof, roots[m], roots[n])).toBe(false);
        expect(ok(m, n, p, roots[m], rootOf(forked))).toBe(false);
      }
    }
    expect(verifyConsistency(0, 5, [], emptyRoot(), roots[5])).toBe(true);
    expect(verifyConsistency(0, 5, [], roots[1], roots[5])).toBe(false);
    expect(verifyConsistency(5, 5, [], roots[5], roots[5])).toBe(true);
    expect(verifyConsistency(5, 5, [roots[5]], roots[5], roots[5])).toBe(false);
    expect(verifyConsistency(5, 5, [], roots[5], roots[4])).toBe(false);
    expect(() => consistencyProofNodes(6, 5)).toThrow(RangeError);
  });

  it('property: a proof verifies between its own trees, and not once a hash or a size is changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.nat(), fc.nat(), fc.nat(), (n, mi, tamperAt, byte) => {
        const ls = sampleLeaves(n + 1, 'c').slice(0, n);
        const rootNext = rootOf(sampleLeaves(n + 1, 'c'));
        const m = 1 + (mi % n);
        const [a, b] = [rootOf(ls.slice(0, m)), rootOf(ls)];
        const p = consistencyProof(m, n, nodeStore(ls).get);
        expect(verifyConsistency(m, n, p, a, b)).toBe(true);
        if (p.length > 0) {
          const bad = p.map((h) => Uint8Array.from(h));
          bad[tamperAt % p.length][byte % 32] ^= 0x01;
          expect(verifyConsistency(m, n, bad, a, b)).toBe(false);
          expect(verifyConsistency(m, n + 1, p, a, rootNext)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });
});
