import { createHash } from 'node:crypto';

/** A SHA-256 value: 32 bytes. */
export type Hash = Uint8Array;

const LEAF_PREFIX = Uint8Array.of(0x00);
const NODE_PREFIX = Uint8Array.of(0x01);

/** RFC 9162 §2.1.1: the hash of a leaf, SHA-256(0x00 || input). */
export function leafHash(input: Uint8Array): Hash {
  return new Uint8Array(createHash('sha256').update(LEAF_PREFIX).update(input).digest());
}

/** RFC 9162 §2.1.1: the hash of an interior node, SHA-256(0x01 || left || right). */
export function nodeHash(left: Hash, right: Hash): Hash {
  return new Uint8Array(createHash('sha256').update(NODE_PREFIX).update(left).update(right).digest());
}

/** RFC 9162 §2.1.1: the root of the empty tree, SHA-256 of the empty string. */
export function emptyRoot(): Hash {
  return new Uint8Array(createHash('sha256').digest());
}

/** True when two hashes hold the same bytes. */
export function hashEquals(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}
