/**
 * @ledger/laws — the pure rules library: cards, trick play, irregularities, revokes and settlement
 * for whist, dummy-whist, bridge-1904, solo-whist and hearts. No I/O, no clock, no randomness.
 */
export * from './cards/card';
export * from './cards/parse-card';
export * from './cards/pack';
export * from './seats/seat';
export * from './settlement';
