import { Card, Suit, suitOf } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { breachProof } from '../../core/tricks/duty-check';
import { DealState, Duty, Evidence, PlayEntry } from '../../core/state';
import { KnownHoldings, SeatPlays } from './knowledge';
import { playsBy } from '../../core/tricks/turn';

/** A duty broken by a play, with the card that proves the player could have complied. */
export interface Breach {
  readonly seat: TableSeat;
  readonly trick: number;
  readonly card: Card;
  readonly ledSuit: Suit | null;
  readonly duty: Duty;
  readonly evidence: Evidence;
}

/**
 * The first provable breach of one play's duties, if any. `plays`: the seat's plays (`playsBy`), when the caller
 * has them already; `known`: a search to reuse (findBreaches passes one for the whole deal).
 */
export function breachOf(
  deal: DealState,
  trick: number,
  p: PlayEntry,
  plays?: (seat: TableSeat) => SeatPlays,
  known: KnownHoldings = new KnownHoldings(),
): Breach | undefined {
  if (p.duties.length === 0) return undefined;
  // Fast path: a card that followed suit under no other duty cannot be a revoke.
  if (p.duties.length === 1 && p.duties[0].kind === 'follow' && suitOf(p.card) === p.duties[0].suit) return undefined;
  known.at(deal, p.seat, trick, p.card, plays ? plays(p.seat) : playsBy(deal, p.seat));
  for (const duty of p.duties) {
    const proof = breachProof(duty, p.card, known, deal.trump);
    if (proof)
      return {
        seat: p.seat,
        trick,
        card: p.card,
        ledSuit: duty.led,
        duty,
        evidence: { heldCard: proof, source: known.source },
      };
  }
  return undefined;
}

/** Every provable breach in the deal, in order of play (detection works with or without the dealt hands). */
export function findBreaches(deal: DealState): Breach[] {
  const out: Breach[] = [];
  // Each seat's plays, walked out of the deal once and only for a seat that renounced (most plays take the fast path).
  const bySeat = new Map<TableSeat, SeatPlays>();
  const plays = (seat: TableSeat): SeatPlays => {
    let mine = bySeat.get(seat);
    if (mine === undefined) bySeat.set(seat, (mine = playsBy(deal, seat)));
    return mine;
  };
  const known = new KnownHoldings();
  for (const t of deal.tricks) {
    for (const p of t.cards) {
      const b = breachOf(deal, t.number, p, plays, known);
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
