/**
 * Thrown by a search that visited more positions than its budget allows (the solver's `maxNodes`).
 * The budget counts positions, not time, so the same position and budget always give the same
 * outcome on any machine: an analysis is either exact or refused, never a guess.
 */
export class SearchBudgetExceeded extends Error {
  constructor(
    /** The budget that was exceeded, in positions visited. */
    readonly maxNodes: number,
    /** Tricks left in the position the search started from. */
    readonly tricksLeft: number,
  ) {
    super(`exact analysis needs more than ${maxNodes} positions (${tricksLeft} tricks left)`);
    this.name = 'SearchBudgetExceeded';
  }
}
