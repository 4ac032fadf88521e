import fc from 'fast-check';
import { Hash } from './hash';
import { inclusionProofNodes } from './inclusion-proof';
import { multiInclusionNodes, verifyMultiInclusion } from './multi-inclusion';
import { NodeId } from './node-id';
import { nodeStore } from './testing/node-store';
import { refMth, sampleLeaves } from './testing/rfc9162-reference';

const N = 40;
const leaves = sampleLeaves(N);
const store = nodeStore(leaves);
const roots = Array.from({ length: N + 1 }, (_, n) => refMth(leaves.slice(0, n)));
const key = (n: NodeId) => `${n.level}/${n.index}`;
const flip = (h: Hash) => {
  const c = Uint8Array.from(h);
  c[31] ^= 0x80;
  return c;
};
/** A size and a non-empty set of its leaves. */
const sizeAndLeaves = fc
  .integer({ min: 1, max: N })
  .chain((size) =>
    fc.tuple(
      fc.constant(size),
      fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { minLength: 1, maxLength: size }),
    ),
  );
const chosen = (idx: readonly number[]) => new Map(idx.map((i) => [i, leaves[i]]));

describe('multi-leaf inclusion (RFC 9162 §2.1.3, many leaves in one climb)', () => {
  it('proves any set of leaves of any tree up to 40 leaves against the reference root', () => {
    fc.assert(
      fc.property(sizeAndLeaves, ([size, idx]) => {
        expect(verifyMultiInclusion(chosen(idx), size, store.get, roots[size])).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('asks for exactly the nodes it announces, all of them on the leaves’ single inclusion paths', () => {
    fc.assert(
      fc.property(sizeAndLeaves, ([size, idx]) => {
        const asked: string[] = [];
        verifyMultiInclusion(
          chosen(idx),
          size,
          (n) => {
            asked.push(key(n));
            return store.get(n);
          },
          roots[size],
        );
        const announced = multiInclusionNodes(idx, size).map(key);
        expect(asked).toEqual(announced);
        const onPaths = new Set(idx.flatMap((l) => inclusionProofNodes(l, size)).map(key));
        for (const k of announced) expect(onPaths.has(k)).toBe(true);
        expect(new Set(announced).size).toBe(announced.length);
      }),
      { numRuns: 1000 },
    );
  });

  it('needs no node at all when the leaves are the whole tree', () => {
    const all = Array.from({ length: 37 }, (_, i) => i);
    expect(multiInclusionNodes(all, 37)).toEqual([]);
    expect(
      verifyMultiInclusion(
        chosen(all),
        37,
        () => {
          throw new Error('read');
        },
        roots[37],
      ),
    ).toBe(true);
  });

  it('rejects a changed leaf, a leaf at the wrong index, a wrong size, a wrong root and a changed node', () => {
    fc.assert(
      fc.property(sizeAndLeaves, fc.nat(), ([size, idx], pick) => {
        const target = idx[pick % idx.length];
        const changed = chosen(idx);
        changed.set(target, flip(leaves[target]));
        expect(verifyMultiInclusion(changed, size, store.get, roots[size])).toBe(false);
        expect(verifyMultiInclusion(chosen(idx), size, store.get, flip(roots[size]))).toBe(false);
        if (size < N) expect(verifyMultiInclusion(chosen(idx), size + 1, store.get, roots[size])).toBe(false);
        const others = multiInclusionNodes(idx, size);
        if (others.length > 0) {
          const bad = key(others[pick % others.length]);
          const forged = (n: NodeId) => (key(n) === bad ? flip(store.get(n)) : store.get(n));
          expect(verifyMultiInclusion(chosen(idx), size, forged, roots[size])).toBe(false);
        }
        const free = Array.from({ length: size }, (_, i) => i).find((i) => !idx.includes(i));
        if (free !== undefined) {
          const moved = chosen(idx);
          moved.delete(target);
          moved.set(free, leaves[target]);
          if (leaves[target] !== leaves[free])
            expect(verifyMultiInclusion(moved, size, store.get, roots[size])).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('answers false, never throws, for malformed input or a missing node', () => {
    expect(verifyMultiInclusion(new Map(), 5, store.get, roots[5])).toBe(false);
    expect(verifyMultiInclusion(chosen([5]), 5, store.get, roots[5])).toBe(false);
    expect(verifyMultiInclusion(chosen([1]), -1, store.get, roots[5])).toBe(false);
    const missing = () => {
      throw new Error('missing');
    };
    expect(verifyMultiInclusion(chosen([1]), 5, missing, roots[5])).toBe(false);
    expect(() => multiInclusionNodes([7], 5)).toThrow(RangeError);
  });
});
