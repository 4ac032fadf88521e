import type { ClaimAnalysis, ClaimSpec } from '@ledger/laws/core/claim-analysis';
import { refutingLine } from './line';
import { Goal, Position } from './position';
import { Solver, SolverOptions } from './solve';

export type { ClaimAnalysis, ClaimSpec } from '@ledger/laws/core/claim-analysis';

/** Version of the solver's answers (stored with an analysis so it can be recomputed when the solver changes). */
export const SOLVER_VERSION = 'claim-solver/1.6.2';

/**
 * Judges a claim by exact analysis of the position at the moment it was made (all hands known).
 * With `options.maxNodes`, throws SearchBudgetExceeded rather than search past that many positions.
 */
export function analyseClaim(position: Position, claim: ClaimSpec, options: SolverOptions = {}): ClaimAnalysis {
  if (claim.kind === 'tricks') return analyseTricks(position, claim, options);
  const goal: Goal =
    claim.kind === 'no-trick' ? { kind: 'misere', seat: claim.seat } : { kind: 'hearts', seat: claim.seat };
  const sv = new Solver(position, goal, options);
  try {
    const measure = claim.kind === 'no-trick' ? 'tricks-forced' : 'hearts-forced';
    if (!sv.reaches(1)) return { sound: true, guaranteedTricks: 0, measure, solverVersion: SOLVER_VERSION };
    const refutation = refutingLine(sv, 1, true);
    return { sound: false, guaranteedTricks: sv.value(1), measure, refutation, solverVersion: SOLVER_VERSION };
  } finally {
    sv.release();
  }
}

function analyseTricks(
  position: Position,
  claim: Extract<ClaimSpec, { kind: 'tricks' }>,
  options: SolverOptions,
): ClaimAnalysis {
  const sv = new Solver(position, { kind: 'tricks', side: claim.side }, options);
  try {
    const left = sv.engine.tricksLeft;
    const claimed = claim.tricks === 'rest' ? left : Math.min(claim.tricks, left);
    const sound = sv.reaches(claimed);
    const guaranteedTricks = sv.value(sound ? claimed : claimed - 1);
    const base = { sound, guaranteedTricks, measure: 'tricks-guaranteed' as const, solverVersion: SOLVER_VERSION };
    return sound ? base : { ...base, refutation: refutingLine(sv, claimed, false) };
  } finally {
    sv.release();
  }
}
