/**
 * Integer helpers for tree sizes and indexes. Sizes may exceed 2^32, so no 32-bit shifts are used:
 * every value stays an exact integer below Number.MAX_SAFE_INTEGER.
 */

/** The largest power of two strictly less than n (n ≥ 2): RFC 9162's split point k. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** n shifted right by one bit. */
export function half(n: number): number {
  return Math.floor(n / 2);
}

/** True when the lowest bit of n is set. */
export function isOdd(n: number): boolean {
  return n % 2 === 1;
}

/** True when n is an exact power of two (1, 2, 4, …). */
export function isPowerOfTwo(n: number): boolean {
  if (n < 1) return false;
  while (n % 2 === 0) n /= 2;
  return n === 1;
}

/** Throws a RangeError unless n is a non-negative safe integer. */
export function assertSize(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer, got ${n}`);
}
