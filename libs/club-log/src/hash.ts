import { hash } from 'node:crypto';

/** A SHA-256 value: 32 bytes. */
export type Hash = Uint8Array;

function sha256(bytes: Uint8Array): Hash {
  const d = hash('sha256', bytes, 'buffer');
  return new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
}

/** RFC 9162 §2.1.1: the hash of a leaf, SHA-256(0x00 || input). */
export function leafHash(input: Uint8Array): Hash {
  const buf = new Uint8Array(1 + input.length);
  buf.set(input, 1);
  return sha256(buf);
}

/** RFC 9162 §2.1.1: the hash of an interior node, SHA-256(0x01 || left || right). */
export function nodeHash(left: Hash, right: Hash): Hash {
  const buf = new Uint8Array(1 + left.length + right.length);
  buf[0] = 0x01;
  buf.set(left, 1);
  buf.set(right, 1 + left.length);
  return sha256(buf);
}

/** RFC 9162 §2.1.1: the root of the empty tree, SHA-256 of the empty string. */
export function emptyRoot(): Hash {
  return sha256(new Uint8Array(0));
}

/** True when two hashes hold the same bytes. */
export function hashEquals(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}
