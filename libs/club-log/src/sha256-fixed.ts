/**
 * SHA-256 (FIPS 180-4 §6.2) for the two message shapes of an RFC 9162 tree of SHA-256 values: a leaf
 * `0x00 || h` (33 bytes, one block) and a node `0x01 || l || r` (65 bytes, two blocks). Their padding
 * is fixed, so the blocks are assembled straight into the message schedule with no buffer, copy or
 * native call: about a third of the cost of `crypto.hash` per call, which the log sequencer pays two
 * to three times per event (ADR 0010, revision 3). Checked against `node:crypto` in its spec; any other
 * input goes to `node:crypto`.
 */

/** FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** FIPS 180-4 §5.3.3: the initial hash value. */
const IV = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

// One schedule and one state, reused: the functions below are synchronous and never re-entered.
const W = new Int32Array(64);
const H = new Int32Array(8);

/** §6.2.2: one block (in W[0..15]) into H. */
function compress(): void {
  for (let i = 16; i < 64; i++) {
    const x = W[i - 15];
    const y = W[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
  }
  let a = H[0];
  let b = H[1];
  let c = H[2];
  let d = H[3];
  let e = H[4];
  let f = H[5];
  let g = H[6];
  let h = H[7];
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  H[0] = (H[0] + a) | 0;
  H[1] = (H[1] + b) | 0;
  H[2] = (H[2] + c) | 0;
  H[3] = (H[3] + d) | 0;
  H[4] = (H[4] + e) | 0;
  H[5] = (H[5] + f) | 0;
  H[6] = (H[6] + g) | 0;
  H[7] = (H[7] + h) | 0;
}

/**
 * Loads `first || v[0..30]` as 8 big-endian words at W[at…at+7] (the message is one byte out of step
 * with the words) and returns v[31], the byte that spills into the next word.
 */
function loadShifted(first: number, v: Uint8Array, at: number, off = 0): number {
  W[at] = (first << 24) | (v[off] << 16) | (v[off + 1] << 8) | v[off + 2];
  for (let k = 1; k < 8; k++) {
    const j = off + 4 * k - 1;
    W[at + k] = (v[j] << 24) | (v[j + 1] << 16) | (v[j + 2] << 8) | v[j + 3];
  }
  return v[off + 31];
}

/** The last block: the spilled byte, the 0x80 terminator, zeros and the message length in bits. */
function finalBlock(at: number, spilled: number, bits: number): void {
  W[at] = (spilled << 24) | 0x800000;
  for (let k = at + 1; k < 15; k++) W[k] = 0;
  W[15] = bits;
}

function digest(): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const v = H[i];
    out[4 * i] = v >>> 24;
    out[4 * i + 1] = (v >>> 16) & 0xff;
    out[4 * i + 2] = (v >>> 8) & 0xff;
    out[4 * i + 3] = v & 0xff;
  }
  return out;
}

/**
 * SHA-256(0x00 || v[off … off+31]): an RFC 9162 leaf hash of a SHA-256 value, read in place (the
 * caller checks that the 32 bytes are there).
 */
export function sha256Leaf32(v: Uint8Array, off = 0): Uint8Array {
  H.set(IV);
  finalBlock(8, loadShifted(0x00, v, 0, off), 33 * 8);
  compress();
  return digest();
}

/** SHA-256(0x01 || l || r) for 32-byte `l` and `r`: an RFC 9162 interior node hash. */
export function sha256Node32(l: Uint8Array, r: Uint8Array): Uint8Array {
  H.set(IV);
  loadShifted(0x01, l, 0);
  const spilled = loadShifted(l[31], r, 8);
  compress();
  finalBlock(0, spilled, 65 * 8);
  compress();
  return digest();
}
