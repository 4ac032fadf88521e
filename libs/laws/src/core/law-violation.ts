/** Why the ledger refuses a command: it cannot have happened, or it is not the ledger's to accept. */
export type ViolationCode =
  | 'MALFORMED_CARD'
  | 'MALFORMED_COMMAND'
  | 'CARD_NOT_HELD'
  | 'CARD_ALREADY_PLAYED'
  | 'SEAT_ALREADY_PLAYED'
  | 'HAND_ENDED'
  | 'HAND_NOT_ENDED'
  | 'PENALTY_NOT_AVAILABLE'
  | 'PENALTY_ALREADY_ELECTED'
  | 'NOT_A_PERFECT_PACK'
  | 'UNKNOWN_RULE'
  | 'UNKNOWN_VARIANT'
  | 'SESSION_NOT_OPEN'
  | 'SESSION_ALREADY_OPEN'
  | 'NO_SUCH_DEAL'
  | 'DEAL_IN_PROGRESS'
  | 'SEAT_NOT_AT_TABLE'
  | 'CALL_NOT_ALLOWED'
  | 'AUCTION_NOT_COMPLETE'
  | 'CORRECTION_NOT_ALLOWED'
  | 'NO_SUCH_CLAIM'
  | 'NO_SUCH_IRREGULARITY'
  | 'DUPLICATE_ID'
  | 'HANDS_NOT_KNOWN'
  | 'ANALYSIS_TOO_LARGE'
  | 'RESULT_IMPOSSIBLE'
  | 'RESULT_AFTER_PLAY';

/** A refused command: a typed error with a machine code and, where a law refuses it, the law cited (`whist-1900:64`). */
export class LawViolation extends Error {
  /** Creates a refusal with its code, a human detail and the law that refuses it. */
  constructor(
    readonly code: ViolationCode,
    detail: string,
    readonly law?: string,
  ) {
    super(detail);
    this.name = 'LawViolation';
  }
}

/** True when the value is a LawViolation (also across module copies). */
export function isLawViolation(e: unknown): e is LawViolation {
  return e instanceof LawViolation || (e instanceof Error && e.name === 'LawViolation' && 'code' in e);
}

/** Throws a LawViolation (a helper that keeps guards on one line). */
export function refuse(code: ViolationCode, detail: string, law?: string): never {
  throw new LawViolation(code, detail, law);
}
