import { Card, Suit } from '../core/cards/card';
import { TableSeat } from '../core/seats/table-seat';
import { DealState, Evidence } from '../core/state';

/** A revoke as the deal view shows it (api.md): committed, corrected, established, claimed or penalised. */
export interface RevokeView {
  readonly seat: TableSeat;
  readonly trick: number;
  readonly card: Card;
  readonly ledSuit: Suit | null;
  readonly status: 'committed' | 'corrected' | 'established' | 'claimed' | 'penalised';
  readonly duty: string;
  readonly evidence: Evidence;
  readonly law: string;
}

/** The revokes of a deal with their current status, a proved claim or an elected penalty taking precedence. */
export function revokeViews(d: DealState): RevokeView[] {
  return d.revokes.map((r) => {
    const claims = d.revokeClaims.filter(
      (c) => c.verdict === 'established' && c.against === r.seat && c.revoke?.trick === r.trick,
    );
    const status = claims.some((c) => c.penalty)
      ? 'penalised'
      : claims.length > 0 && r.status === 'established'
        ? 'claimed'
        : r.status;
    return {
      seat: r.seat,
      trick: r.trick,
      card: r.card,
      ledSuit: r.ledSuit,
      status,
      duty: r.duty,
      evidence: r.evidence,
      law: r.law,
    };
  });
}
