import { ExposeCards } from '../session/commands';
import { LawEvent } from '../session/events';
import { cardFrom, liveDeal, seatAt } from '../session/guards';
import { refuse } from '../session/law-violation';
import { SessionState } from '../session/state';
import { judge } from '../games/remedies';
import { assertHolds } from '../tricks/held';
import { currentTrickNumber } from '../tricks/turn';
import { nextIrregularityId } from './ids';

const HOWS = ['dropped', 'named', 'two-played', 'shown', 'detached-named'];

/** Cards exposed (whist-1900:58, bridge-1904:73, solo-hoffmann:p150, hearts-foster:18): recorded with the remedies of the code. */
export function decideExposure(cmd: ExposeCards, state: SessionState): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  const seat = seatAt(deal, cmd.seat);
  if (!HOWS.includes(cmd.how)) refuse('MALFORMED_COMMAND', `unknown exposure ${cmd.how}`);
  if (!Array.isArray(cmd.cards) || cmd.cards.length === 0) refuse('MALFORMED_COMMAND', 'no cards exposed');
  const cards = cmd.cards.map(cardFrom);
  cards.forEach((c) => assertHolds(deal, seat, c));
  const namedBy = cmd.how === 'detached-named' ? seatAt(deal, cmd.namedBy) : undefined;
  const trick = currentTrickNumber(deal);
  const j = judge({ session: state, deal }, { kind: 'exposure', seat, trick, cards, how: cmd.how });
  const base = { type: 'CardsExposed' as const, at: cmd.at, deal: deal.number, irregularity: nextIrregularityId(deal), kind: 'exposure' as const, seat, trick, cards, how: cmd.how, ...j };
  return [namedBy ? { ...base, namedBy } : base];
}
