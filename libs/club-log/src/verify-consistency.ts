import { emptyRoot, Hash, hashEquals, nodeHash } from './hash';
import { half, isOdd, isPowerOfTwo } from './tree-math';
import { isHash } from './verify-inclusion';

/**
 * RFC 9162 §2.1.4.2: true when `proof` shows that the tree of `to` leaves with root `toRoot` extends the
 * tree of `from` leaves with root `fromRoot`. from = to needs an empty proof and equal roots; from = 0
 * needs an empty proof and the empty tree's root. Any malformed argument yields false, never a throw.
 */
export function verifyConsistency(
  from: number,
  to: number,
  proof: readonly Hash[],
  fromRoot: Hash,
  toRoot: Hash,
): boolean {
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || from > to) return false;
  if (!isHash(fromRoot) || !isHash(toRoot) || !proof.every(isHash)) return false;
  if (from === to) return proof.length === 0 && hashEquals(fromRoot, toRoot);
  if (from === 0) return proof.length === 0 && hashEquals(fromRoot, emptyRoot());
  if (proof.length === 0) return false;
  const path = isPowerOfTwo(from) ? [fromRoot, ...proof] : [...proof];
  let fn = from - 1;
  let sn = to - 1;
  while (isOdd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (!isOdd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && hashEquals(fr, fromRoot) && hashEquals(sr, toRoot);
}
