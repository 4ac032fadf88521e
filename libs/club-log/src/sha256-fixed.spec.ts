import { hash, randomBytes } from 'node:crypto';
import { leafHash, leafHashAt, nodeHash } from './hash';
import { sha256Leaf32, sha256Node32 } from './sha256-fixed';

const reference = (...parts: Uint8Array[]) => new Uint8Array(hash('sha256', Buffer.concat(parts), 'buffer'));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('fixed-shape SHA-256 (FIPS 180-4) against node:crypto', () => {
  it('leaf: SHA-256(0x00 || v) for 5,000 random 32-byte values and the all-zero and all-0xff ones', () => {
    const values = [
      new Uint8Array(32),
      new Uint8Array(32).fill(0xff),
      ...Array.from({ length: 5000 }, () => randomBytes(32)),
    ];
    for (const v of values) expect(hex(sha256Leaf32(v))).toBe(hex(reference(Buffer.from([0]), v)));
  });

  it('node: SHA-256(0x01 || l || r) for 5,000 random pairs, the order of the pair mattering', () => {
    for (let i = 0; i < 5000; i++) {
      const l = randomBytes(32);
      const r = randomBytes(32);
      expect(hex(sha256Node32(l, r))).toBe(hex(reference(Buffer.from([1]), l, r)));
    }
    const l = new Uint8Array(32).fill(1);
    const r = new Uint8Array(32).fill(2);
    expect(hex(sha256Node32(l, r))).not.toBe(hex(sha256Node32(r, l)));
  });

  it('RFC 9162 §2.1.1 through leafHash and nodeHash: the fast path and the general one agree', () => {
    const v = randomBytes(32);
    // A 33-byte input takes the general path; its first 32 bytes the fast one.
    expect(hex(leafHash(v))).toBe(hex(reference(Buffer.from([0]), v)));
    expect(hex(leafHash(Buffer.concat([v, Buffer.from([7])])))).toBe(
      hex(reference(Buffer.from([0]), v, Buffer.from([7]))),
    );
    const l = leafHash(v);
    const r = leafHash(randomBytes(32));
    expect(hex(nodeHash(l, r))).toBe(hex(reference(Buffer.from([1]), l, r)));
  });

  it('leafHashAt reads each 32-byte value of a concatenation in place, and refuses a short one', () => {
    const values = Array.from({ length: 7 }, () => randomBytes(32));
    const all = Buffer.concat(values);
    values.forEach((v, i) => expect(hex(leafHashAt(all, 32 * i))).toBe(hex(leafHash(v))));
    expect(() => leafHashAt(all, all.length - 31)).toThrow(RangeError);
    expect(() => leafHashAt(all, -1)).toThrow(RangeError);
  });

  it('does not keep state between calls: the same input hashes the same after other inputs', () => {
    const v = randomBytes(32);
    const first = hex(sha256Leaf32(v));
    sha256Node32(randomBytes(32), randomBytes(32));
    sha256Leaf32(randomBytes(32));
    expect(hex(sha256Leaf32(v))).toBe(first);
  });
});
