import { Card, Suit, suitOf } from '../core/cards/card';
import { parseHand } from '../core/cards/hand';
import { holdsWholePack, isPerfectPack, packFor } from '../core/cards/pack';
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
  const hands = cmd.hands ? handsFrom(s, cmd.hands) : null;
  const usesTrumpCard = lawsOf(s.variant).deal.turnsTrumpCard;
  const trumpCard = usesTrumpCard && cmd.trumpCard !== undefined ? cardFrom(cmd.trumpCard) : null;
  if (trumpCard && hands && !hands[dealer]!.includes(trumpCard))
    refuse('CARD_NOT_HELD', 'the turned card belongs to the dealer (whist-1900:37)', 'whist-1900:37');
  let trumpSuit: Suit | null = trumpCard
    ? suitOf(trumpCard)
    : cmd.trumpSuit !== undefined
      ? suitFrom(cmd.trumpSuit)
      : null;
  if (!lawsOf(s.variant).deal.trumpsFromDeal) trumpSuit = null;
  return [{ type: 'DealStarted', at: cmd.at, deal: s.deals.length + 1, dealer, hands, trumpCard, trumpSuit }];
}

function handsFrom(
  s: SessionState,
  given: Readonly<Record<string, unknown>>,
): Partial<Record<TableSeat, readonly Card[]>> {
  const hands: Partial<Record<TableSeat, readonly Card[]>> = {};
  for (const seat of s.order) {
    const h = parseHand(given[seat]);
    if (!h) refuse('MALFORMED_CARD', `malformed hand for ${seat}`);
    hands[seat] = h;
  }
  if (Object.keys(given).some((k) => !s.order.includes(k as TableSeat)))
    refuse('SEAT_NOT_AT_TABLE', 'a hand for a seat not at the table');
  const pack = packFor(s.order.length);
  if (isPerfectPack(Object.values(hands), pack)) return hands;
  // hearts-foster:15: the pack perfect, two hands with too many and too few is a fact of the deal (put right by a draw after the first trick)
  if (s.variant === 'hearts') {
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
