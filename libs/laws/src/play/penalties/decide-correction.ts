import { suitOf } from '../../core/cards/card';
import { CorrectPlay } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { TableSeat } from '../../core/seats/table-seat';
import { cardFrom, liveDeal, seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { DealState, SessionState } from '../../core/state';
import { lawCode } from '../../core/variant';
import type { Judge } from '../../core/offence';
import { nextIrregularityId } from '../irregularities/ids';
import { assertHolds } from '../tricks/held';
import { decideFalseLeadWithdrawn } from './false-lead';

/** A correction of play: revoke-corrected, false-lead-withdrawn, take-back, draw (`draws`: the variant records wrong counts, hearts-foster:15). */
export function decideCorrection(cmd: CorrectPlay, state: SessionState, judge: Judge, draws: boolean): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  switch (cmd.kind) {
    case 'revoke-corrected':
      return revokeCorrected(cmd, state, deal, judge);
    case 'false-lead-withdrawn':
      return decideFalseLeadWithdrawn(cmd, state, deal);
    case 'take-back':
      return takeBack(
        cmd,
        deal,
        lawCode(state.variant, state.rules.dummyLaws) === 'bridge-1904' ? 'bridge-1904:66' : correctionLaw(state),
      );
    case 'draw':
      return draw(cmd, deal, draws);
    default:
      return refuse('MALFORMED_COMMAND', `unknown correction ${String(cmd.kind)}`);
  }
}

/** whist-1900:80 / hearts-foster:22: a renounce put right before it is established; the card played in error stays liable. */
function revokeCorrected(cmd: CorrectPlay, state: SessionState, deal: DealState, judge: Judge): LawEvent[] {
  const seat = seatAt(deal, cmd.seat);
  const last = deal.tricks[deal.tricks.length - 1];
  const entry = last?.cards.find((c) => c.seat === seat);
  const law = correctionLaw(state);
  if (!last || !entry || last.cards[0].seat === seat)
    refuse('CORRECTION_NOT_ALLOWED', `${seat} has no renounce in the last trick to correct`, law);
  if (suitOf(entry.card) === suitOf(last.cards[0].card)) refuse('CORRECTION_NOT_ALLOWED', `${seat} followed suit`, law);
  const substitute = cmd.card !== undefined ? cardFrom(cmd.card) : undefined;
  if (substitute) assertHolds(deal, seat, substitute);
  if (substitute && suitOf(substitute) !== suitOf(last.cards[0].card))
    refuse('CORRECTION_NOT_ALLOWED', 'the substitute must follow suit', law);
  const j = judge(
    { session: state, deal },
    { kind: 'revoke-corrected', seat, trick: last.number, cards: [entry.card] },
  );
  const n = deal.number;
  const events: LawEvent[] = [
    { type: 'CardsReturned', at: cmd.at, deal: n, trick: last.number, cards: [{ seat, card: entry.card }], law },
    {
      type: 'RevokeCorrected',
      at: cmd.at,
      deal: n,
      seat,
      trick: last.number,
      card: entry.card,
      substitute: substitute ?? entry.card,
      irregularity: nextIrregularityId(deal),
      remedies: j.remedies,
      law: j.law,
    },
  ];
  if (substitute) events.push({ type: 'CardPlayed', at: cmd.at, deal: n, seat, card: substitute, trick: last.number });
  return events;
}

function correctionLaw(state: SessionState): string {
  const code = lawCode(state.variant, state.rules.dummyLaws);
  return code === 'hearts-foster' ? 'hearts-foster:22' : code === 'bridge-1904' ? 'bridge-1904:94' : 'whist-1900:80';
}

/** whist-1900:80, hearts-foster:22: those who played after a corrected revoke may take their cards back. */
function takeBack(cmd: CorrectPlay, deal: DealState, refusalLaw: string): LawEvent[] {
  const seat = seatAt(deal, cmd.seat);
  const card = cardFrom(cmd.card);
  const last = deal.tricks[deal.tricks.length - 1];
  const fixed = deal.irregularities.some(
    (i) => i.kind === 'revoke-corrected' && i.trick === last?.number && i.seat !== seat,
  );
  if (!last || !last.cards.some((c) => c.seat === seat && c.card === card) || !fixed) {
    refuse(
      'CORRECTION_NOT_ALLOWED',
      'a card played may be taken back only after a revoke corrected in that trick',
      refusalLaw,
    );
  }
  return [
    {
      type: 'CardsReturned',
      at: cmd.at,
      deal: deal.number,
      trick: last.number,
      cards: [{ seat, card }],
      law: refusalLaw,
    },
  ];
}

/** hearts-foster:15: after the first trick, the short hand draws from the long hand; both pay a forfeit. */
function draw(cmd: CorrectPlay, deal: DealState, draws: boolean): LawEvent[] {
  if (!draws) refuse('CORRECTION_NOT_ALLOWED', 'a draw is a Hearts correction', 'hearts-foster:15');
  if (deal.tricks.length === 0)
    refuse('CORRECTION_NOT_ALLOWED', 'a draw is made after the first trick is played to', 'hearts-foster:15');
  const seat = seatAt(deal, cmd.seat);
  const from = seatAt(deal, cmd.from);
  const card = cardFrom(cmd.card);
  assertHolds(deal, from, card);
  // with the hands recorded, the record says who is short and who is long: only the short hand draws, from the long one
  if (deal.hands) {
    const count = (s: TableSeat) => deal.hands![s]?.length ?? deal.handSize;
    if (count(seat) >= deal.handSize || count(from) <= deal.handSize)
      refuse(
        'CORRECTION_NOT_ALLOWED',
        `${seat} holds ${count(seat)} and ${from} ${count(from)} of ${deal.handSize}: only a short hand draws, from a long one`,
        'hearts-foster:15',
      );
  }
  return [{ type: 'CardDrawn', at: cmd.at, deal: deal.number, seat, card, from, law: 'hearts-foster:15' }];
}
