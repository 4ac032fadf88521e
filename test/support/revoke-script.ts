import { PlayedDeal, Seat, Side, Suit, deal, lowest, nextSeat, playOut, rank, sideOf, suit } from './table-play';

/** A whist deal with one revoke in it: `seat` renounced `ledSuit` in `trick` while holding it, and played `heldCard` of it later. */
export interface RevokeDeal {
  dealer: Seat;
  hands: Record<Seat, string[]>;
  trumpCard: string;
  trump: Suit;
  played: PlayedDeal;
  revoke: { seat: Seat; trick: number; card: string; ledSuit: Suit; heldCard: string; heldTrick: number };
}

/**
 * Deals seed `seed` and plays it out lawfully (lowest card), except that the first player of side
 * `offenders` who, from trick `fromTrick` on, holds the suit led and another suit, renounces: he plays
 * his lowest card of another suit instead (whist-1900:74). Everyone follows suit afterwards.
 */
export function revokeDeal(seed: number, dealer: Seat, offenders: Side, fromTrick = 2): RevokeDeal {
  const { hands, trumpCard } = deal(seed, dealer);
  const trump = suit(trumpCard);
  let revoke: { seat: Seat; trick: number; card: string; ledSuit: Suit } | null = null;
  const played = playOut(hands, trump, nextSeat(dealer), lowest, (seat, hand, trick, n) => {
    if (revoke || n < fromTrick || !trick.length || sideOf(seat) !== offenders) return undefined;
    const led = suit(trick[0].card);
    const others = hand.filter((c) => suit(c) !== led).sort((a, b) => rank(a) - rank(b));
    if (!hand.some((c) => suit(c) === led) || !others.length) return undefined;
    revoke = { seat, trick: n, card: others[0], ledSuit: led };
    return others[0];
  });
  const r = revoke as { seat: Seat; trick: number; card: string; ledSuit: Suit } | null;
  if (!r) throw new Error('no revoke could be made');
  const later = played.tricks.findIndex(
    (t, i) => i + 1 > r.trick && t.cards.some((p) => p.seat === r.seat && suit(p.card) === r.ledSuit),
  );
  const heldCard = played.tricks[later].cards.find((p) => p.seat === r.seat)!.card;
  return { dealer, hands, trumpCard, trump, played, revoke: { ...r, heldCard, heldTrick: later + 1 } };
}
