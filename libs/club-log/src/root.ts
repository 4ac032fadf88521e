import { emptyRoot, Hash, nodeHash } from './hash';
import { NodeGetter, NodeId, rangeHash, rangeNodes } from './node-id';
import { assertSize, splitPoint } from './tree-math';

/** RFC 9162 §2.1.1 MTH over the leaf hashes, the reference recursion (splits at the largest power of two). */
export function rootOf(leafHashes: readonly Hash[]): Hash {
  if (leafHashes.length === 0) return emptyRoot();
  return mth(leafHashes, 0, leafHashes.length);
}

function mth(leaves: readonly Hash[], start: number, end: number): Hash {
  const n = end - start;
  if (n === 1) return leaves[start];
  const k = splitPoint(n);
  return nodeHash(mth(leaves, start, start + k), mth(leaves, start + k, end));
}

/** The complete subtrees whose hashes the root of a tree of `size` leaves needs (one per set bit of size). */
export function rootNodes(size: number): NodeId[] {
  assertSize(size, 'size');
  return rangeNodes(0, size);
}

/** The root of a tree of `size` leaves from the hashes of its rootNodes(size). */
export function rootFrom(size: number, get: NodeGetter): Hash {
  assertSize(size, 'size');
  return size === 0 ? emptyRoot() : rangeHash(0, size, get);
}
