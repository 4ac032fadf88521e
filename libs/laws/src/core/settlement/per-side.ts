import type { Side } from '../seats/seat';
import type { PerSide } from '../outcome';

/** Both partnerships, N-S first. */
export const SIDES: readonly Side[] = ['NS', 'EW'];

/** The other partnership. */
export function otherSide(side: Side): Side {
  return side === 'NS' ? 'EW' : 'NS';
}

/** A per-side record with both values zero. */
export function zeroSides(): PerSide {
  return { NS: 0, EW: 0 };
}

/** Adds two per-side records. */
export function addSides(a: PerSide, b: PerSide): PerSide {
  return { NS: a.NS + b.NS, EW: a.EW + b.EW };
}

/** Returns a copy with `n` added to one side. */
export function addToSide(a: PerSide, side: Side, n: number): PerSide {
  return side === 'NS' ? { NS: a.NS + n, EW: a.EW } : { NS: a.NS, EW: a.EW + n };
}

/** A zero-sum per-side record: `side` gets +n, the other −n. */
export function zeroSum(side: Side, n: number): PerSide {
  return addToSide(addToSide(zeroSides(), side, n), otherSide(side), -n);
}
