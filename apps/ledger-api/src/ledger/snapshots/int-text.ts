/**
 * Non-negative integers as printable ASCII, 5 bits per character, low bits first: a character
 * `'0' + bits` ends a number, `'0' + 32 + bits` says more follow ('0'…'o'). Decoded with charCodeAt,
 * no string splitting and no number parsing.
 */

/** The largest integer this encoding carries (30 bits, so that decoding stays in small integers). */
export const MAX_INT = 2 ** 30 - 1;

/** Appends the characters of `n` (0 ≤ n ≤ MAX_INT) to `out`. */
export function writeInt(out: string[], n: number): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_INT) throw new RangeError(`int-text: ${n} is out of range`);
  while (n >= 32) {
    out.push(String.fromCharCode(80 + (n & 31)));
    n >>>= 5;
  }
  out.push(String.fromCharCode(48 + n));
}

/** Reads integers from a text written by writeInt, from `start` on; `next()` throws past the end. */
export class IntReader {
  constructor(
    private readonly text: string,
    public pos: number,
  ) {}

  /** True when every character has been read. */
  done(): boolean {
    return this.pos >= this.text.length;
  }

  /** The next integer. */
  next(): number {
    const s = this.text;
    let v = 0;
    let shift = 0;
    for (;;) {
      const c = s.charCodeAt(this.pos++) - 48; // NaN past the end
      if (c >= 32 && c < 64 && shift < 25) {
        v |= (c - 32) << shift;
        shift += 5;
      } else if (c >= 0 && c < 32) {
        return v | (c << shift);
      } else {
        throw new SyntaxError(`int-text: bad character at ${this.pos - 1}`);
      }
    }
  }
}
