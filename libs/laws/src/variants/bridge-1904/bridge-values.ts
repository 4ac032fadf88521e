import type { Seat } from '../../core/seats/seat';
import { partnerOf, sideOf } from '../../core/seats/seat';
import type { BridgeTrump, PerSide } from '../../core/outcome';

/** Points needed for a game, from tricks alone (bridge-1904:2). */
export const BRIDGE_GAME = 30;
/** The highest a revoking side may reach towards game in that hand (bridge-1904:90 V). */
export const REVOKE_CAP = 28;
/** Bonus to the winners of the rubber (bridge-1904:11). */
export const RUBBER_BONUS = 100;
/** The limit of a trick's value however often it is redoubled (bridge-1904:58, read as per trick). */
export const TRICK_VALUE_LIMIT = 100;

const BASE: Readonly<Record<BridgeTrump, number>> = { S: 2, C: 4, D: 6, H: 8, NT: 12 };

/** The undoubled value of a trick over six: spades 2, clubs 4, diamonds 6, hearts 8, no trumps 12 (bridge-1904:4). */
export function baseTrickValue(trump: BridgeTrump): number {
  return BASE[trump];
}

/** The trick value after doubling and redoubling, up to 100 a trick (bridge-1904:53-58). */
export function trickValue(trump: BridgeTrump, doublings: number): number {
  return Math.min(BASE[trump] * 2 ** Math.max(0, doublings), TRICK_VALUE_LIMIT);
}

/** Honours held by one partnership, as the two hands' counts, scored by the table of bridge-1904:5-7. */
export function sideHonours(trump: BridgeTrump, a: number, b: number): number {
  const total = a + b;
  const inOne = Math.max(a, b);
  if (trump === 'NT') {
    if (inOne >= 4) return 100;
    return total >= 4 ? 40 : total === 3 ? 30 : 0;
  }
  const u = BASE[trump];
  if (inOne >= 5) return 10 * u;
  if (inOne === 4) return 8 * u + (total >= 5 ? u : 0);
  if (total >= 5) return 5 * u;
  return total === 4 ? 4 * u : total === 3 ? 2 * u : 0;
}

/** Honour points per side from the honours held per seat (bridge-1904:5-7). */
export function honoursPerSide(trump: BridgeTrump, held: Readonly<Record<Seat, number>> | null): PerSide {
  if (!held) return { NS: 0, EW: 0 };
  return { NS: sideHonours(trump, held.N, held.S), EW: sideHonours(trump, held.E, held.W) };
}

/** Chicane: each player void of trumps scores twice the undoubled trick value for his side (bridge-1904:8). */
export function chicanePerSide(trump: BridgeTrump, voids: readonly Seat[]): PerSide {
  const out = { NS: 0, EW: 0 };
  if (trump === 'NT') return out;
  for (const seat of new Set(voids)) out[sideOf(seat)] += 2 * BASE[trump];
  return out;
}

/** Slam for tricks won in play: grand (13) 40, little (12) 20 (bridge-1904:9). */
export function slamPoints(tricksInPlay: number): number {
  if (tricksInPlay >= 13) return 40;
  return tricksInPlay === 12 ? 20 : 0;
}

/** The seats of a partnership. */
export function seatsOfSide(seat: Seat): readonly Seat[] {
  return [seat, partnerOf(seat)];
}
