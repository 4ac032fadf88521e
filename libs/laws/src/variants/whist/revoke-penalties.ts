import type { Side } from '../../core/seats/seat';
import { sideOf } from '../../core/seats/seat';
import type { PartnershipRevoke, RevokePenaltyOption, WhistOutcome } from '../../core/outcome';
import { otherSide } from '../../core/settlement/per-side';

/** One revoke penalty as settled: who gained, the option, and what it moved. */
export interface AppliedWhistPenalty {
  /** The wronged (non-revoking) side. */
  readonly to: Side;
  readonly option: RevokePenaltyOption;
  /** Tricks moved (take-three-tricks) or points added/deducted. */
  readonly amount: number;
  readonly law: string;
}

/** The sides that revoked in the hand, without repeats. */
export function revokingSides(revokes: readonly PartnershipRevoke[]): readonly Side[] {
  return [...new Set(revokes.map((r) => sideOf(r.seat)))];
}

/**
 * The penalty option that applies to a revoke: the elected one, `add-three` when none was elected;
 * in an abandoned hand under whist-1900:62 the trick transfer is not available and becomes `add-three`.
 */
export function effectiveOption(
  rv: PartnershipRevoke,
  abandoned: boolean,
  trickTransferAllowed: boolean,
): RevokePenaltyOption {
  const opt = rv.penaltyOption ?? 'add-three';
  return opt === 'take-three-tricks' && abandoned && !trickTransferAllowed ? 'add-three' : opt;
}

/** The wronged side of a revoke. */
export function wrongedSide(rv: PartnershipRevoke): Side {
  return otherSide(sideOf(rv.seat));
}

/** Whether both sides revoked: the revokes cancel and neither side can win the game (whist-1900:85). */
export function bothSidesRevoked(outcome: WhistOutcome): boolean {
  return revokingSides(outcome.revokes).length === 2;
}
