import { hash } from 'node:crypto';
import { sha256Leaf32, sha256Node32 } from './sha256-fixed';

/** A SHA-256 value: 32 bytes. */
export type Hash = Uint8Array;

function sha256(bytes: Uint8Array): Hash {
  const d = hash('sha256', bytes, 'buffer');
  return new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
}

/** RFC 9162 §2.1.1: the hash of a leaf, SHA-256(0x00 || input). */
export function leafHash(input: Uint8Array): Hash {
  if (input.length === 32) return sha256Leaf32(input); // an event's hash: the fixed-shape path
  const buf = new Uint8Array(1 + input.length);
  buf.set(input, 1);
  return sha256(buf);
}

/** RFC 9162 §2.1.1: the leaf hash of the 32-byte value at `bytes[offset … offset+31]` (a concatenation of event hashes). */
export function leafHashAt(bytes: Uint8Array, offset: number): Hash {
  if (!Number.isInteger(offset) || offset < 0 || offset + 32 > bytes.length)
    throw new RangeError(`leafHashAt: no 32 bytes at offset ${offset} of ${bytes.length}`);
  return sha256Leaf32(bytes, offset);
}

/** RFC 9162 §2.1.1: the hash of an interior node, SHA-256(0x01 || left || right). */
export function nodeHash(left: Hash, right: Hash): Hash {
  if (left.length === 32 && right.length === 32) return sha256Node32(left, right);
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
