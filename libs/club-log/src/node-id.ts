import { Hash, nodeHash } from './hash';
import { assertSize } from './tree-math';

/** A complete subtree: level l, index k covers leaves [k*2^l, (k+1)*2^l); level 0 nodes are leaf hashes. */
export interface NodeId {
  level: number;
  index: number;
}

/** Reads the stored hash of a complete subtree; throws when it is missing. */
export type NodeGetter = (n: NodeId) => Hash;

/**
 * The complete subtrees that make up the leaf range [start, end), left to right, largest first, as
 * RFC 9162's tree splits it when start is a multiple of the largest power of two ≤ end - start
 * (true of every subtree that the root, an inclusion or a consistency proof asks for).
 */
export function rangeNodes(start: number, end: number): NodeId[] {
  assertSize(start, 'start');
  assertSize(end, 'end');
  if (end < start) throw new RangeError(`range [${start}, ${end}) is reversed`);
  const out: NodeId[] = [];
  let remaining = end - start;
  let pos = start;
  while (remaining > 0) {
    let width = 1;
    let level = 0;
    while (width * 2 <= remaining) {
      width *= 2;
      level++;
    }
    if (pos % width !== 0) throw new RangeError(`range [${start}, ${end}) is not a subtree of the log`);
    out.push({ level, index: pos / width });
    pos += width;
    remaining -= width;
  }
  return out;
}

/** The hash of the non-empty leaf range [start, end): its complete subtrees folded from the right. */
export function rangeHash(start: number, end: number, get: NodeGetter): Hash {
  const nodes = rangeNodes(start, end);
  if (nodes.length === 0) throw new RangeError('an empty range has no hash');
  let h = get(nodes[nodes.length - 1]);
  for (let i = nodes.length - 2; i >= 0; i--) h = nodeHash(get(nodes[i]), h);
  return h;
}
