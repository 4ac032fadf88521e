import { PlayCard } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { cardFrom, liveDeal, seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { SessionState } from '../../core/state';
import type { Judge } from '../../core/offence';
import { assertHolds, assertNotYetPlayedToTrick } from './held';
import { currentTrickNumber, expectedSeat, openTrick } from '../../core/tricks/turn';
import { nextIrregularityId } from '../irregularities/ids';
import type { LawCitations } from '../../core/citations';
import { earlyPlay } from './early-play';
import { fold } from '../fold/evolve';

/** A card put on the table: recorded, and classified as a lead or play out of turn when by the wrong seat (never refused for that). */
export function decidePlay(cmd: PlayCard, state: SessionState, judge: Judge, cites: LawCitations): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  if (deal.status === 'bidding') refuse('AUCTION_NOT_COMPLETE', 'the calls are not over yet');
  const seat = seatAt(deal, cmd.seat);
  const card = cardFrom(cmd.card);
  assertHolds(deal, seat, card);
  const early = earlyPlay(state, deal, seat, card, cmd.at, judge);
  if (early && early[0].type === 'CardsExposed') return early;
  if (early) return [...early, ...decidePlay(cmd, fold(early, state), judge, cites)];
  assertNotYetPlayedToTrick(deal, seat, cites.secondCard);
  const trick = currentTrickNumber(deal);
  if (trick > deal.handSize) refuse('HAND_ENDED', `all ${deal.handSize} tricks have been played`);
  const rightful = expectedSeat(deal);
  const played: LawEvent = { type: 'CardPlayed', at: cmd.at, deal: deal.number, seat, card, trick };
  if (seat === rightful) return [played];
  const isLead = !openTrick(deal) || openTrick(deal)!.cards.length === 0;
  const kind = isLead ? 'lead-out-of-turn' : 'play-out-of-turn';
  const j = judge({ session: state, deal }, { kind, seat, trick, cards: [card], rightful });
  const data = {
    at: cmd.at,
    deal: deal.number,
    irregularity: nextIrregularityId(deal),
    kind,
    seat,
    trick,
    cards: [card],
    rightful,
    ...j,
  };
  return [
    played,
    isLead
      ? { type: 'LeadOutOfTurnRecorded', ...data, kind: 'lead-out-of-turn' }
      : { type: 'PlayOutOfTurnRecorded', ...data, kind: 'play-out-of-turn' },
  ];
}
