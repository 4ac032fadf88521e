import type { ClaimAnalysis, ClaimSpec } from '@ledger/laws/core/claim-analysis';
import { refutingLine } from './line';
import { Goal, Position } from './position';
import { Solver, SolverOptions } from './solve';

export type { ClaimAnalysis, ClaimSpec } from '@ledger/laws/core/claim-analysis';

/** Version of the solver's answers (stored with an analysis so it can be recomputed when the solver changes). */
export const SOLVER_VERSION = 'claim-solver/1.9.0';

/**
 * Of a budget of `maxNodes`, the positions an unsound misère or Hearts claim's count may search once its
 * verdict and refutation are known (a sixteenth: about 3 M positions, a second or two, at the service's
 * default). The verdict is what the laws judge; the count is told exactly when it fits, else as the
 * least the others were proved able to force (ADR 0032).
 */
export const COUNT_SHARE = 16;

/**
 * Judges a claim by exact analysis of the position at the moment it was made (all hands known).
 * With `options.maxNodes`, throws SearchBudgetExceeded rather than search past that many positions to
 * decide the claim. An unsound misère or Hearts claim is answered once decided: its count of tricks
 * (hearts) forced is searched within `maxNodes / COUNT_SHARE` more positions, and when that runs out
 * the answer gives the count proved so far with `exact: false` (at least that many can be forced).
 */
export function analyseClaim(position: Position, claim: ClaimSpec, options: SolverOptions = {}): ClaimAnalysis {
  if (claim.kind === 'tricks') return analyseTricks(position, claim, options);
  const goal: Goal =
    claim.kind === 'no-trick' ? { kind: 'misere', seat: claim.seat } : { kind: 'hearts', seat: claim.seat };
  const sv = new Solver(position, goal, options);
  try {
    const measure: ClaimAnalysis['measure'] = claim.kind === 'no-trick' ? 'tricks-forced' : 'hearts-forced';
    if (!sv.reaches(1)) return { sound: true, guaranteedTricks: 0, measure, solverVersion: SOLVER_VERSION };
    const refutation = refutingLine(sv, 1, true);
    const extra = options.maxNodes === undefined ? undefined : Math.floor(options.maxNodes / COUNT_SHARE);
    const { value, exact } = sv.valueFrom(1, extra);
    const base: ClaimAnalysis = {
      sound: false,
      guaranteedTricks: value,
      measure,
      refutation,
      solverVersion: SOLVER_VERSION,
    };
    return exact ? base : { ...base, exact: false };
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
