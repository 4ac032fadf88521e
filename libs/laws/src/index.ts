/**
 * @ledger/laws — the pure rules library: cards, trick play, irregularities, revokes and settlement
 * for whist, dummy-whist, bridge-1904, solo-whist and hearts. No I/O, no clock, no randomness.
 */
export * from './cards/card';
export * from './cards/parse-card';
export * from './cards/pack';
export * from './cards/hand';
export * from './seats/seat';
export * from './seats/table-seat';
export * from './tricks/trick';
export * from './session/law-violation';
export * from './session/variant';
export * from './session/rules';
export * from './session/state';
export * from './session/events';
export * from './session/commands';
export * from './session/decide';
export * from './session/evolve';
export * from './session/decider';
export * from './revokes/detect';
export * from './revokes/verdict';
export * from './views/deal-view';
export * from './views/session-view';
export * from './views/deal-outcome';
export * from './settlement';
export * from './projections/session-scoresheet';
export * from './projections/player-balances';
export * from './solver';
export * from './claims/solve-claim';
