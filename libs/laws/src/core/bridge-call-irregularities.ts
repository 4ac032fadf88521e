/**
 * Irregularities of the Bridge (1904) declaration and doubling, recorded (never refused) with the
 * elections the laws give for them: a declaration by the wrong player (bridge-1904:49-51), a double
 * or redouble out of turn (bridge-1904:57-58) and a consultation between partners as to doubling (bridge-1904:58).
 */
export type BridgeCallIrregularity = 'declaration-out-of-turn' | 'double-out-of-turn' | 'doubling-consultation';

/**
 * The elections of bridge-1904:49-51 and :57-58 beside `new-deal`: the eldest hand lets a declaration
 * made without permission stand (49 I); he demands that the dealer's partner declare himself (50 II);
 * the player the law names lets a double or redouble out of turn stand, or does not accept it (57, 58).
 */
export type BridgeCallElection = 'declaration-stands' | 'partner-declares' | 'double-stands' | 'double-not-accepted';

/** The elections of `BridgeCallElection`, as a list (for validating commands). */
export const BRIDGE_CALL_ELECTIONS: readonly BridgeCallElection[] = [
  'declaration-stands',
  'partner-declares',
  'double-stands',
  'double-not-accepted',
];
