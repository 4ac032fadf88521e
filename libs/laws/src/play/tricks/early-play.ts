import { Card } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { LawEvent } from '../../core/events';
import { DealState, SessionState } from '../../core/state';
import type { Judge } from '../../core/offence';
import { sideMembers } from '../../core/seats/sides';
import { nextIrregularityId } from '../irregularities/ids';
import { winningCard } from '../../core/tricks/trick';
import { openTrick } from '../../core/tricks/turn';

/**
 * A seat that already played to the open trick puts down another card. If his card is winning and a
 * partner has yet to play, it is a premature lead (whist-1900:60, bridge-1904:74): the card is exposed.
 * If every other seat but one has played, that one missed the trick (whist-1900:72, bridge-1904:87,
 * hearts-foster:16): the short trick closes as it stands and the card leads the next. Else undefined.
 */
export function earlyPlay(
  state: SessionState,
  deal: DealState,
  seat: TableSeat,
  card: Card,
  at: string,
  judge: Judge,
): LawEvent[] | undefined {
  const open = openTrick(deal);
  if (!open || !open.cards.some((c) => c.seat === seat)) return undefined;
  const base = { at, deal: deal.number, irregularity: nextIrregularityId(deal), seat, trick: open.number };
  const partners = sideMembers(state, deal, seat).filter((s) => s !== seat);
  const winning = winningCard(open.cards, deal.trump)?.seat === seat;
  if (winning && partners.some((p) => !open.cards.some((c) => c.seat === p))) {
    const j = judge(
      { session: state, deal },
      { kind: 'exposure', seat, trick: open.number, cards: [card], how: 'premature-lead' },
    );
    return [{ type: 'CardsExposed', ...base, kind: 'exposure', cards: [card], how: 'premature-lead', ...j }];
  }
  const missing = deal.order.filter((s) => !open.cards.some((c) => c.seat === s));
  // no trick after the last: a card short in the last trick is hearts-foster:17 / the end of the hand, not an omission
  if (missing.length !== 1 || open.number >= deal.handSize) return undefined;
  const j = judge({ session: state, deal }, { kind: 'omitted-play', seat: missing[0], trick: open.number, cards: [] });
  return [{ type: 'PlayOmitted', ...base, seat: missing[0], kind: 'omitted-play', cards: [], ...j }];
}
