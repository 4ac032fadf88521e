import { Card, Suit, suitOf } from '../core/cards/card';
import { parseHand } from '../core/cards/hand';
import { holdsWholePack, isPerfectPack } from '../core/cards/pack';
import { HAND, packOfDeal, threeHands, turnedCard } from './three-handed-deal';
import { TableSeat } from '../core/seats/table-seat';
import { StartDeal } from '../core/commands';
import { LawEvent } from '../core/events';
import { cardFrom, openSession, seatAt, suitFrom } from '../core/guards';
import { refuse } from '../core/law-violation';
import { SessionState } from '../core/state';
import { lawsOf } from './variant-laws';

/** Starts deal n+1: the cut for the next deal, which closes deal n's claim window. Hands optional but must be a perfect pack. */
export function decideStartDeal(cmd: StartDeal, state: SessionState): LawEvent[] {
  const s = openSession(state);
  const last = s.deals[s.deals.length - 1];
  if (last && last.status !== 'ended') refuse('DEAL_IN_PROGRESS', `deal ${last.number} is still being played`);
  const dealer = seatAt(s, cmd.dealer);
  // solo-hoffmann:p149: a misdeal (and a wrong count found before the first call, p154) is a new deal by the same dealer
  if (
    last &&
    lawsOf(s.variant).deal.sameDealerAfterMisdeal &&
    last.end?.reason === 'new-deal' &&
    (last.end.offence === 'misdeal' || last.end.offence === 'wrong-card-count') &&
    dealer !== last.dealer
  ) {
    refuse(
      'MALFORMED_COMMAND',
      `after the misdeal of deal ${last.number} the same dealer (${last.dealer}) deals again (solo-hoffmann:p149)`,
      'solo-hoffmann:p149',
    );
  }
  const sittingOut = lawsOf(s.variant).deal.sittingOut?.(s.order, dealer);
  const order = sittingOut ? s.order.filter((x) => x !== sittingOut) : s.order;
  const pack = packOfDeal(s, order);
  // solo-hoffmann:p156: a card left over from the variant's own pack is turned up for trumps
  const spare = pack.length > HAND * order.length && lawsOf(s.variant).deal.ownPack !== undefined;
  const hands = cmd.hands ? handsFrom(s, order, cmd.hands, pack, spare) : null;
  const usesTrumpCard = lawsOf(s.variant).deal.turnsTrumpCard;
  let trumpCard = usesTrumpCard && cmd.trumpCard !== undefined ? cardFrom(cmd.trumpCard) : null;
  if (spare) trumpCard = turnedCard(pack, hands, trumpCard);
  else if (trumpCard && hands && !hands[dealer]!.includes(trumpCard))
    refuse('CARD_NOT_HELD', 'the turned card belongs to the dealer (whist-1900:37)', 'whist-1900:37');
  if (trumpCard && !pack.includes(trumpCard))
    refuse('CARD_NOT_HELD', `${trumpCard} is not in the pack of this table (solo-hoffmann:p156)`, 'solo-hoffmann:p156');
  let trumpSuit: Suit | null = trumpCard
    ? suitOf(trumpCard)
    : cmd.trumpSuit !== undefined
      ? suitFrom(cmd.trumpSuit)
      : null;
  if (!lawsOf(s.variant).deal.trumpsFromDeal) trumpSuit = null;
  return [
    {
      type: 'DealStarted',
      at: cmd.at,
      deal: s.deals.length + 1,
      dealer,
      hands,
      trumpCard,
      trumpSuit,
      ...(sittingOut ? { sittingOut } : {}),
    },
  ];
}

function handsFrom(
  s: SessionState,
  order: readonly TableSeat[],
  given: Readonly<Record<string, unknown>>,
  pack: readonly Card[],
  spare: boolean,
): Partial<Record<TableSeat, readonly Card[]>> {
  const hands: Partial<Record<TableSeat, readonly Card[]>> = {};
  const out = s.order.find((x) => !order.includes(x));
  if (out && given[out] !== undefined)
    refuse(
      'SEAT_NOT_AT_TABLE',
      `${out} sits out this deal and is dealt no hand (solo-hoffmann:p156)`,
      'solo-hoffmann:p156',
    );
  for (const seat of order) {
    const h = parseHand(given[seat]);
    if (!h) refuse('MALFORMED_CARD', `malformed hand for ${seat}`);
    hands[seat] = h;
  }
  if (Object.keys(given).some((k) => !order.includes(k as TableSeat)))
    refuse('SEAT_NOT_AT_TABLE', 'a hand for a seat not at the table');
  if (spare) return threeHands(hands, pack);
  if (isPerfectPack(Object.values(hands), pack)) return hands;
  // hearts-foster:15: the pack perfect, two hands with too many and too few is a fact of the deal (put right by a draw after the first trick)
  if (lawsOf(s.variant).deal.wrongCountsRecorded) {
    if (wrongCountPair(hands, pack)) return hands;
    refuse(
      'NOT_A_PERFECT_PACK',
      'the hands do not hold the pack once, or more than two hands have the wrong number of cards (hearts-foster:15)',
      HEARTS_15,
    );
  }
  return refuse('NOT_A_PERFECT_PACK', 'the hands do not form a perfect pack (whist-1900:29)', 'whist-1900:29');
}

const HEARTS_15 = 'hearts-foster:15';

/**
 * hearts-foster:15: the pack perfect, exactly two hands wrong, one long and one short (by the same number,
 * since the pack is whole); every other hand right.
 */
function wrongCountPair(hands: Partial<Record<TableSeat, readonly Card[]>>, pack: readonly Card[]): boolean {
  const all = Object.values(hands);
  if (!holdsWholePack(all, pack)) return false;
  const size = pack.length / all.length;
  const wrong = all.filter((h) => h.length !== size);
  return wrong.length === 2 && wrong.some((h) => h.length > size) && wrong.some((h) => h.length < size);
}
