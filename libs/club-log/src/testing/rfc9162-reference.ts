import { createHash } from 'node:crypto';
import { Hash } from '../hash';

/** Test oracle: RFC 9162 §2.1 written as literally as the RFC states it, on arrays of leaf hashes. */

function sha(...parts: Uint8Array[]): Hash {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
}

function k(n: number): number {
  let p = 1;
  while (p * 2 < n) p *= 2;
  return p;
}

/** MTH(D[n]) over already hashed leaves (level-0 nodes). */
export function refMth(d: readonly Hash[]): Hash {
  if (d.length === 0) return sha();
  if (d.length === 1) return d[0];
  const s = k(d.length);
  return sha(Uint8Array.of(1), refMth(d.slice(0, s)), refMth(d.slice(s)));
}

/** PATH(m, D[n]). */
export function refPath(m: number, d: readonly Hash[]): Hash[] {
  if (d.length <= 1) return [];
  const s = k(d.length);
  return m < s
    ? [...refPath(m, d.slice(0, s)), refMth(d.slice(s))]
    : [...refPath(m - s, d.slice(s)), refMth(d.slice(0, s))];
}

/** PROOF(m, D[n]) = SUBPROOF(m, D[n], true) for 0 < m < n; empty otherwise. */
export function refProof(m: number, d: readonly Hash[]): Hash[] {
  return m === 0 || m === d.length ? [] : refSubproof(m, d, true);
}

function refSubproof(m: number, d: readonly Hash[], b: boolean): Hash[] {
  if (m === d.length) return b ? [] : [refMth(d)];
  const s = k(d.length);
  return m <= s
    ? [...refSubproof(m, d.slice(0, s), b), refMth(d.slice(s))]
    : [...refSubproof(m - s, d.slice(s), false), refMth(d.slice(0, s))];
}

/** n leaf hashes of distinct inputs (leaf i = SHA-256(0x00 || "leaf i")). */
export function sampleLeaves(n: number, salt = ''): Hash[] {
  return Array.from({ length: n }, (_, i) => sha(Uint8Array.of(0), new TextEncoder().encode(`${salt}leaf ${i}`)));
}
