import { Hash } from './hash';
import { ProofRange } from './inclusion-proof';
import { NodeGetter, NodeId, rangeHash, rangeNodes } from './node-id';
import { assertSize, splitPoint } from './tree-math';

/**
 * RFC 9162 §2.1.4.1 PROOF(from, D[to]) as leaf ranges: SUBPROOF(from, D[to], true), written as a loop
 * (each level's range is appended after the deeper levels' ones). Empty when from is 0 or from = to.
 */
export function consistencyRanges(from: number, to: number): ProofRange[] {
  assertSize(from, 'from');
  assertSize(to, 'to');
  if (from > to) throw new RangeError(`from ${from} is after to ${to}`);
  if (from === 0 || from === to) return [];
  const levels: ProofRange[] = [];
  let start = 0;
  let end = to;
  let b = true;
  while (from !== end) {
    const k = splitPoint(end - start);
    if (from <= start + k) {
      levels.push([start + k, end]);
      end = start + k;
    } else {
      levels.push([start, start + k]);
      start = start + k;
      b = false;
    }
  }
  const out: ProofRange[] = b ? [] : [[start, end]];
  for (let i = levels.length - 1; i >= 0; i--) out.push(levels[i]);
  return out;
}

/** The complete subtrees a consistency proof from `from` to `to` leaves needs (for one batched read). */
export function consistencyProofNodes(from: number, to: number): NodeId[] {
  return consistencyRanges(from, to).flatMap(([s, e]) => rangeNodes(s, e));
}

/** The consistency proof between the trees of `from` and `to` leaves, built from stored subtree hashes. */
export function consistencyProof(from: number, to: number, get: NodeGetter): Hash[] {
  return consistencyRanges(from, to).map(([s, e]) => rangeHash(s, e, get));
}
