/**
 * The contract between the laws and the claim solver (`libs/claim-solver`): the position of a claim,
 * what it asserts, and the solver's answer. The laws build the position (`claimToSolve`) and record
 * the answer (`ClaimAnalysed`); the solver, which imports only these core types, does the search.
 */
import type { Card, Suit } from './cards/card';
import type { TableSeat } from './seats/table-seat';
import type { Obligation } from './records';
import type { PlayedCard } from './tricks/trick';

/** A position to solve: every seat's unplayed cards, the trick in progress and the calls still binding. */
export interface Position {
  /** The seats in play, clockwise. */
  readonly order: readonly TableSeat[];
  /** Each seat's cards not yet played (cards on the trick in progress excluded). */
  readonly hands: Readonly<Partial<Record<TableSeat, readonly Card[]>>>;
  /** The trump suit, or null at no trumps. */
  readonly trump: Suit | null;
  /** The seat that led (or is to lead) the trick in progress. */
  readonly leader: TableSeat;
  /** Cards already on the trick in progress, in order from the leader. */
  readonly trick: readonly PlayedCard[];
  /** Number of the trick in progress (1 = first), used to place obligations bound to a trick. */
  readonly trickNumber?: number;
  /** Elected calls not yet obeyed (call-card, call-suit, highest, lowest ...), as the session records them. */
  readonly obligations?: readonly Obligation[];
}

/**
 * What a claim asserts: a side takes at least `tricks` of the tricks left (whist family, solo), a
 * misère caller takes no further trick, or a Hearts player takes no further heart.
 */
export type ClaimSpec =
  | {
      readonly kind: 'tricks';
      readonly seat: TableSeat;
      readonly side: readonly TableSeat[];
      readonly tricks: number | 'rest';
    }
  | { readonly kind: 'no-trick'; readonly seat: TableSeat }
  | { readonly kind: 'no-heart'; readonly seat: TableSeat };

/** The verdict of the solver on a claim. */
export interface ClaimAnalysis {
  /** True when the claim holds against every defence. */
  readonly sound: boolean;
  /**
   * Tricks claims: the most tricks the claimer's side can guarantee. Misère claims: the tricks the
   * opponents can force on the claimer; Hearts claims: the hearts they can force on him (0 when sound).
   */
  readonly guaranteedTricks: number;
  /** What `guaranteedTricks` counts. */
  readonly measure: 'tricks-guaranteed' | 'tricks-forced' | 'hearts-forced';
  /**
   * False when `guaranteedTricks` is only the least the opponents were proved able to force (an unsound
   * misère or Hearts claim whose exact count lay past the solver's share of its budget); absent when exact.
   */
  readonly exact?: false;
  /** When unsound: a line of play, from the position, that beats the claim. */
  readonly refutation?: readonly PlayedCard[];
  /** The solver that answered. */
  readonly solverVersion: string;
}

/** What the solver made of a claim: its analysis, or the budget it ran out of (then nothing is recorded). */
export type SolvedClaim =
  | { readonly analysis: ClaimAnalysis }
  | { readonly budgetExceeded: { readonly maxNodes: number; readonly tricksLeft: number } };

/** A claim ready to solve: the position at the moment it was made and what it asserts. */
export interface ClaimToSolve {
  readonly position: Position;
  readonly claim: ClaimSpec;
}
