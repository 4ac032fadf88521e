/**
 * The order of a benchmark's sides within each round: a Williams design, so that over a cycle of rounds each side
 * runs first equally often and directly after each other side equally often within a round. A plain rotation does
 * neither for more than two sides: of `ours, baseline, logged, emmett` rotated, `ours` ran right after `emmett` in
 * three rounds of four, and paid for what Emmett's round left running on the shared server (stop 33: with Emmett in the
 * rounds, `append-1w-single-ratio` read 0.80-0.83; without, 0.87-0.95).
 */

/** The rows of a Williams design for `n` treatments: n rows for an even n, 2n (each row and its mirror) for an odd n. */
export function williamsRows(n: number): number[][] {
  if (n <= 1) return [Array.from({ length: n }, (_, i) => i)];
  // First row 0, 1, n-1, 2, n-2, …; row r adds r to every entry (mod n).
  const first: number[] = [0];
  for (let k = 1; first.length < n; k++) {
    first.push(k);
    if (first.length < n) first.push(n - k);
  }
  const rows = Array.from({ length: n }, (_, r) => first.map((x) => (x + r) % n));
  return n % 2 === 0 ? rows : [...rows, ...rows.map((row) => [...row].reverse())];
}

/** The sides of round `round` (any integer; -1 is the warm-up) in their order. */
export function roundOrder<T>(round: number, sides: readonly T[]): T[] {
  const rows = williamsRows(sides.length);
  const row = rows[((round % rows.length) + rows.length) % rows.length];
  return row.map((i) => sides[i]);
}
