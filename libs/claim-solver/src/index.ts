/**
 * @ledger/claim-solver — exact endgame analysis of claims: could any defence have beaten it? Imports
 * only the laws' core types (`@ledger/laws/core/...`); the laws build the position and record the answer.
 */
export { analyseClaim, SOLVER_VERSION } from './analyse-claim';
export type { ClaimAnalysis, ClaimSpec } from './analyse-claim';
export { positionProblem, seatToPlay } from './position';
export type { Goal, Position } from './position';
export { Solver, solve } from './solve';
export type { SolverOptions } from './solve';
export { RETAINED_BYTES, TableMemory, threadTableMemory } from './table-memory';
export { SearchBudgetExceeded } from './budget';
export { refutingLine } from './line';
export { solveClaim } from './solve-claim';
