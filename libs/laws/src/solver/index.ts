/** The claim solver: exact endgame analysis of claims (public API of `libs/laws/src/solver`). */
export { analyseClaim, SOLVER_VERSION } from './analyse-claim';
export type { ClaimAnalysis, ClaimSpec } from './analyse-claim';
export { claimPosition, cardsOnTableAtClaim } from '../views/claim-position';
export type { ClaimPosition } from '../views/claim-position';
export { positionProblem, seatToPlay } from './position';
export type { Goal, Position } from './position';
export { Solver, solve } from './solve';
export type { SolverOptions } from './solve';
export { SearchBudgetExceeded } from './budget';
export { refutingLine } from './line';
