import { Hash, hashEquals, nodeHash } from './hash';
import { half, isOdd } from './tree-math';

/**
 * RFC 9162 §2.1.3.2: true when `proof` shows the leaf whose hash is `leafHash` at index `leaf` in the
 * tree of `size` leaves whose root is `root`. Any malformed argument yields false, never a throw.
 */
export function verifyInclusion(
  leaf: number,
  size: number,
  leafHash: Hash,
  proof: readonly Hash[],
  root: Hash,
): boolean {
  if (!Number.isSafeInteger(leaf) || !Number.isSafeInteger(size) || leaf < 0 || leaf >= size) return false;
  if (!isHash(leafHash) || !isHash(root) || !proof.every(isHash)) return false;
  let fn = leaf;
  let sn = size - 1;
  let r = leafHash;
  for (const p of proof) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      r = nodeHash(p, r);
      while (!isOdd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && hashEquals(r, root);
}

/** True when h is a 32-byte value. */
export function isHash(h: unknown): h is Hash {
  return h instanceof Uint8Array && h.length === 32;
}
