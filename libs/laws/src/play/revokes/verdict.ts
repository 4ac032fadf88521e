import { Card } from '../../core/cards/card';
import { packFor } from '../../core/cards/pack';
import { TableSeat } from '../../core/seats/table-seat';
import { breachProof } from '../../core/tricks/duty-check';
import { DealState, Evidence, RevokeVerdict, SessionState } from '../../core/state';
import { breachOf, findBreaches } from './detect';
import { holdingFullyKnown } from './knowledge';
import { deadlineLaw, disobeyedCallLaw, followLaw } from './revoke-laws';

/** A verdict on a revoke claim, with the revoke found and its evidence. */
export interface RevokeJudgement {
  readonly verdict: RevokeVerdict;
  readonly revoke?: {
    trick: number;
    card: Card;
    ledSuit: DealState['tricks'][number]['cards'][number]['duties'][number]['led'];
  };
  readonly evidence?: Evidence;
  readonly law: string;
}

/**
 * Judges "`against` revoked (in `trick`)": `too-late` once the next deal has begun (whist-1900:82),
 * `established` with the evidence, `refuted` when the record proves he could not have complied,
 * else `unproven` (re-checked when more cards become known).
 */
export function judgeRevokeClaim(
  session: SessionState,
  deal: DealState,
  against: TableSeat,
  trick?: number,
): RevokeJudgement {
  if (deal.closed) return { verdict: 'too-late', law: deadlineLaw(session) };
  const found = findBreaches(deal).find((b) => b.seat === against && (trick === undefined || b.trick === trick));
  if (found) {
    const law = found.duty.kind === 'follow' ? followLaw(session) : disobeyedCallLaw(session);
    return {
      verdict: 'established',
      revoke: { trick: found.trick, card: found.card, ledSuit: found.ledSuit },
      evidence: found.evidence,
      law,
    };
  }
  // a deal recorded by its result alone: its play is not in the record, which can neither prove nor refute a revoke
  if (deal.recorded) return { verdict: 'unproven', law: followLaw(session) };
  const refuted = holdingFullyKnown(deal, against) || !couldHaveBreached(deal, against, trick);
  return { verdict: refuted ? 'refuted' : 'unproven', law: followLaw(session) };
}

/** Whether any card not known to be elsewhere could, if he held it, prove a breach by `seat` (in `trick`). */
function couldHaveBreached(deal: DealState, seat: TableSeat, trick?: number): boolean {
  const elsewhere = new Set<Card>();
  for (const t of deal.tricks) for (const p of t.cards) if (p.seat !== seat) elsewhere.add(p.card);
  for (const x of [...deal.exposed, ...deal.shown]) if (x.seat !== seat) elsewhere.add(x.card);
  for (const t of deal.tricks) {
    if (trick !== undefined && t.number !== trick) continue;
    for (const p of t.cards) {
      if (p.seat !== seat) continue;
      const mine = new Set(
        deal.tricks
          .filter((u) => u.number < t.number)
          .flatMap((u) => u.cards.filter((c) => c.seat === seat).map((c) => c.card)),
      );
      const candidates = packFor(deal.order.length).filter((c) => !elsewhere.has(c) && !mine.has(c) && c !== p.card);
      if (p.duties.some((d) => breachProof(d, p.card, candidates, deal.trump))) return true;
    }
  }
  return false;
}

/** Re-exported for callers that check one play. */
export { breachOf };
