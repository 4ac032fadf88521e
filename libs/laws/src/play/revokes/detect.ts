import { Card, Suit, suitOf } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { breachProof } from '../../core/tricks/duty-check';
import { DealState, Duty, Evidence, PlayEntry } from '../../core/state';
import { knownHeldAt } from './knowledge';

/** A duty broken by a play, with the card that proves the player could have complied. */
export interface Breach {
  readonly seat: TableSeat;
  readonly trick: number;
  readonly card: Card;
  readonly ledSuit: Suit | null;
  readonly duty: Duty;
  readonly evidence: Evidence;
}

/** The first provable breach of one play's duties, if any. */
export function breachOf(deal: DealState, trick: number, p: PlayEntry): Breach | undefined {
  if (p.duties.length === 0) return undefined;
  // Fast path: a card that followed suit under no other duty cannot be a revoke.
  if (p.duties.length === 1 && p.duties[0].kind === 'follow' && suitOf(p.card) === p.duties[0].suit) return undefined;
  const known = knownHeldAt(deal, p.seat, trick, p.card);
  if (known.length === 0) return undefined;
  const held = known.map((k) => k.heldCard);
  for (const duty of p.duties) {
    const proof = breachProof(duty, p.card, held, deal.trump);
    if (proof)
      return {
        seat: p.seat,
        trick,
        card: p.card,
        ledSuit: duty.led,
        duty,
        evidence: known.find((k) => k.heldCard === proof)!,
      };
  }
  return undefined;
}

/** Every provable breach in the deal, in order of play (detection works with or without the dealt hands). */
export function findBreaches(deal: DealState): Breach[] {
  const out: Breach[] = [];
  for (const t of deal.tricks) {
    for (const p of t.cards) {
      const b = breachOf(deal, t.number, p);
      if (b) out.push(b);
    }
  }
  return out;
}

/** Breaches not yet recorded as revokes. */
export function unrecordedBreaches(deal: DealState): Breach[] {
  return findBreaches(deal).filter(
    (b) => !deal.revokes.some((r) => r.seat === b.seat && r.trick === b.trick && r.status !== 'corrected'),
  );
}

/** True when a revoke in trick `trick` is established: a later trick begun, a claim by his side, or the hand over (whist-1900:77). */
export function isEstablished(
  deal: DealState,
  trick: number,
  sideClaimed: boolean,
  side?: readonly TableSeat[],
): boolean {
  if (deal.status === 'ended' || sideClaimed) return true;
  // whist-1900:78 / bridge-1904:92: partner asked in time: only the revoking side playing on establishes it.
  const asked =
    side && deal.irregularities.some((i) => i.kind === 'asked-partner' && i.trick === trick && side.includes(i.seat));
  return deal.tricks.some((t) => t.number > trick && t.cards.some((c) => !asked || side.includes(c.seat)));
}
