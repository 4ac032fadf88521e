import { Card } from '../../core/cards/card';
import { LawEvent } from '../../core/events';
import { cardFrom, seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { TableSeat } from '../../core/seats/table-seat';
import { playerOf } from '../../core/tricks/turn';
import { annulled, DealFaultContext, faultRecorded, firstTrickQuitted } from './deal-fault-context';
import { dealLaw } from './deal-code';
import { decideMisdeal } from './misdeal';

/**
 * Hands found with the wrong number of cards (the hands not recorded: recorded hands hold 13 each).
 * One hand long and another short: a misdeal (whist-1900:37 IV, with its rules on who deals next; bridge-1904:39 V a new deal).
 * Three hands right and the fourth short, found only after the first trick is turned and quitted (bridge-1904:43: after the
 * short player has played a card): the deal stands, the pack is taken as complete, and the short player answers for any
 * revoke as though the missing cards (`cards`, when found) had been in his hand (whist-1900:40). Any other wrong count is an
 * imperfect pack: the hand is void and the same dealer deals again (whist-1900:41, bridge-1904:44).
 */
export function decideWrongCount(ctx: DealFaultContext): LawEvent[] {
  const { deal, code } = ctx;
  const short = seatsOf(ctx, ctx.cmd.short);
  const long = seatsOf(ctx, ctx.cmd.long);
  const shortLaw = dealLaw(code, 'short-hand')!;
  if (short.length + long.length === 0)
    refuse('MALFORMED_COMMAND', 'name the hands found short (`short`) or long (`long`)', shortLaw);
  if (short.some((s) => long.includes(s))) refuse('MALFORMED_COMMAND', 'a hand cannot be both short and long');
  if (short.length + long.length === deal.order.length)
    refuse('MALFORMED_COMMAND', `not every hand can hold the wrong number of cards (${shortLaw})`, shortLaw);
  if (deal.hands)
    refuse(
      'NOT_A_PERFECT_PACK',
      `the recorded hands hold ${deal.handSize} cards each: a wrong count contradicts the record (${shortLaw})`,
      shortLaw,
    );
  const wrong = [...long, ...short];
  const perHand = (law: string, noPenaltyLaw = law, cards: readonly Card[] = []) =>
    wrong.map((seat, i) =>
      faultRecorded(ctx, { kind: 'wrong-card-count', seat, law, noPenaltyLaw, offset: i, cards: i === 0 ? cards : [] }),
    );
  if (long.length > 0 && short.length > 0) {
    const misdeal = decideMisdeal({ ...ctx, seat: deal.dealer }, 'fourteen-cards');
    const ended = misdeal.filter((e) => e.type === 'DealEnded');
    const law = code === 'bridge-1904' ? 'bridge-1904:39' : 'whist-1900:37';
    return [...perHand(law, ended.length ? (ended[0] as { law: string }).law : law), ...ended];
  }
  const cards = (ctx.cmd.cards ?? []).map(cardFrom);
  if (short.length === 1 && long.length === 0 && standsGood(ctx, short[0])) {
    for (const c of cards)
      if (playerOf(deal, c) !== undefined) refuse('CARD_ALREADY_PLAYED', `${c} has been played: it was not missing`);
    return perHand(shortLaw, shortLaw, cards);
  }
  const law = dealLaw(code, 'imperfect-pack')!;
  return [...perHand(law), annulled(ctx, 'wrong-card-count', law, deal.dealer)];
}

/** whist-1900:40: found only after the first trick is turned and quitted; bridge-1904:43: after the short player has played a card. */
function standsGood(ctx: DealFaultContext, short: TableSeat): boolean {
  if (ctx.code === 'bridge-1904') return ctx.deal.tricks.some((t) => t.cards.some((c) => c.seat === short));
  return firstTrickQuitted(ctx.deal);
}

function seatsOf(ctx: DealFaultContext, given: readonly unknown[] | undefined): TableSeat[] {
  if (given !== undefined && !Array.isArray(given)) refuse('MALFORMED_COMMAND', 'short and long are lists of seats');
  return [...new Set((given ?? []).map((s) => seatAt(ctx.deal, s)))];
}
