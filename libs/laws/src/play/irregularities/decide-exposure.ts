import { ExposeCards } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { cardFrom, liveDeal, seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { SessionState } from '../../core/state';
import type { Judge } from '../../core/offence';
import { assertHolds } from '../tricks/held';
import { currentTrickNumber } from '../../core/tricks/turn';
import { nextIrregularityId } from './ids';
import { Card } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { DealState } from '../../core/state';
import { holdingNow } from '../tricks/held';
import { playerOf } from '../../core/tricks/turn';

const HOWS = ['dropped', 'named', 'two-played', 'shown', 'detached-named'];

/** Cards exposed (whist-1900:58, bridge-1904:73, solo-hoffmann:p150, hearts-foster:18): recorded with the remedies of the code. */
export function decideExposure(cmd: ExposeCards, state: SessionState, judge: Judge): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  const seat = seatAt(deal, cmd.seat);
  if (!HOWS.includes(cmd.how)) refuse('MALFORMED_COMMAND', `unknown exposure ${cmd.how}`);
  if (!Array.isArray(cmd.cards) || cmd.cards.length === 0) refuse('MALFORMED_COMMAND', 'no cards exposed');
  const cards = cmd.cards.map(cardFrom);
  const namedBy = cmd.how === 'detached-named' ? seatAt(deal, cmd.namedBy) : undefined;
  const trick = currentTrickNumber(deal);
  if (namedBy && cards.length === 1 && knownNotHeld(deal, seat, cards[0]))
    return wrongNaming(state, deal, seat, namedBy, cards[0], cmd.at, judge);
  cards.forEach((c) => assertHolds(deal, seat, c));
  const j = judge({ session: state, deal }, { kind: 'exposure', seat, trick, cards, how: cmd.how });
  const base = {
    type: 'CardsExposed' as const,
    at: cmd.at,
    deal: deal.number,
    irregularity: nextIrregularityId(deal),
    kind: 'exposure' as const,
    seat,
    trick,
    cards,
    how: cmd.how,
    ...j,
  };
  return [namedBy ? { ...base, namedBy } : base];
}

/** True when the record shows `seat` does not hold `card` now (hands recorded, or the card played or seen elsewhere). */
function knownNotHeld(deal: DealState, seat: TableSeat, card: Card): boolean {
  const now = holdingNow(deal, seat);
  if (now) return !now.includes(card);
  return (
    playerOf(deal, card) !== undefined ||
    [...deal.exposed, ...deal.shown].some((x) => x.card === card && x.seat !== seat)
  );
}

/** whist-1900:63 / bridge-1904:78: a detached card named wrongly: the namer is the offender. */
function wrongNaming(
  state: SessionState,
  deal: DealState,
  holder: TableSeat,
  namedBy: TableSeat,
  card: Card,
  at: string,
  judge: Judge,
): LawEvent[] {
  const trick = currentTrickNumber(deal);
  const j = judge({ session: state, deal }, { kind: 'wrong-naming', seat: namedBy, trick, cards: [card] });
  return [
    {
      type: 'WrongCardNamed',
      at,
      deal: deal.number,
      irregularity: nextIrregularityId(deal),
      kind: 'wrong-naming',
      seat: namedBy,
      holder,
      trick,
      cards: [card],
      ...j,
    },
  ];
}
