import { TableSeat } from '../seats/table-seat';
import { PlayedCard } from '../tricks/trick';
import { refutingLine } from './line';
import { Goal, Position } from './position';
import { Solver, SolverOptions } from './solve';

/** Version of the solver's answers (stored with an analysis so it can be recomputed when the solver changes). */
export const SOLVER_VERSION = 'claim-solver/1.3.0';

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
  /** When unsound: a line of play, from the position, that beats the claim. */
  readonly refutation?: readonly PlayedCard[];
  /** The solver that answered. */
  readonly solverVersion: string;
}

/**
 * Judges a claim by exact analysis of the position at the moment it was made (all hands known).
 * With `options.maxNodes`, throws SearchBudgetExceeded rather than search past that many positions.
 */
export function analyseClaim(position: Position, claim: ClaimSpec, options: SolverOptions = {}): ClaimAnalysis {
  if (claim.kind === 'tricks') return analyseTricks(position, claim, options);
  const goal: Goal =
    claim.kind === 'no-trick' ? { kind: 'misere', seat: claim.seat } : { kind: 'hearts', seat: claim.seat };
  const sv = new Solver(position, goal, options);
  const measure = claim.kind === 'no-trick' ? 'tricks-forced' : 'hearts-forced';
  if (!sv.reaches(1)) return { sound: true, guaranteedTricks: 0, measure, solverVersion: SOLVER_VERSION };
  const refutation = refutingLine(sv, 1, true);
  return { sound: false, guaranteedTricks: sv.value(1), measure, refutation, solverVersion: SOLVER_VERSION };
}

function analyseTricks(
  position: Position,
  claim: Extract<ClaimSpec, { kind: 'tricks' }>,
  options: SolverOptions,
): ClaimAnalysis {
  const sv = new Solver(position, { kind: 'tricks', side: claim.side }, options);
  const left = sv.engine.tricksLeft;
  const claimed = claim.tricks === 'rest' ? left : Math.min(claim.tricks, left);
  const sound = sv.reaches(claimed);
  const guaranteedTricks = sv.value(sound ? claimed : claimed - 1);
  const base = { sound, guaranteedTricks, measure: 'tricks-guaranteed' as const, solverVersion: SOLVER_VERSION };
  return sound ? base : { ...base, refutation: refutingLine(sv, claimed, false) };
}
