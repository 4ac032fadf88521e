import { Hash } from './hash';
import { NodeGetter, NodeId, rangeHash, rangeNodes } from './node-id';
import { assertSize, splitPoint } from './tree-math';

/** A leaf range [start, end) whose subtree hash is one element of a proof. */
export type ProofRange = readonly [start: number, end: number];

/** RFC 9162 §2.1.3.1 PATH(leaf, D[size]) as leaf ranges, the sibling nearest the leaf first. */
export function inclusionRanges(leaf: number, size: number): ProofRange[] {
  assertSize(leaf, 'leaf');
  assertSize(size, 'size');
  if (leaf >= size) throw new RangeError(`leaf ${leaf} is not in a tree of ${size} leaves`);
  let start = 0;
  let end = size;
  const siblings: ProofRange[] = [];
  while (end - start > 1) {
    const k = splitPoint(end - start);
    if (leaf < start + k) {
      siblings.push([start + k, end]);
      end = start + k;
    } else {
      siblings.push([start, start + k]);
      start = start + k;
    }
  }
  // PATH appends each level's sibling after the deeper path: the deepest sibling comes first.
  return siblings.reverse();
}

/** The complete subtrees an inclusion proof of `leaf` in a tree of `size` needs (for one batched read). */
export function inclusionProofNodes(leaf: number, size: number): NodeId[] {
  return inclusionRanges(leaf, size).flatMap(([s, e]) => rangeNodes(s, e));
}

/** The inclusion proof of `leaf` in a tree of `size`, built from stored complete-subtree hashes. */
export function inclusionProof(leaf: number, size: number, get: NodeGetter): Hash[] {
  return inclusionRanges(leaf, size).map(([s, e]) => rangeHash(s, e, get));
}
