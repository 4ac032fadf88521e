import { RecordIrregularity } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { cardFrom, liveDeal, seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { DealState, OffenceKind, SessionState } from '../../core/state';
import { TableSeat } from '../../core/seats/table-seat';
import type { Judge } from '../../core/offence';
import { currentTrickNumber } from '../../core/tricks/turn';
import { nextIrregularityId } from './ids';

const KINDS: readonly OffenceKind[] = ['looked-at-trick', 'called-attention', 'asked-partner', 'dummy-suggested'];

/** An irregularity of conduct, recorded with the remedies of the code (whist-1900:90, :94; bridge-1904:102, :108; hearts-foster:28). */
export function decideConduct(cmd: RecordIrregularity, state: SessionState, judge: Judge): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  if (cmd.kind === 'misdeal' || cmd.kind === 'wrong-card-count') return decideDealFault(cmd, state, deal);
  const seat = seatAt(deal, cmd.seat);
  if (!(KINDS as readonly string[]).includes(cmd.kind)) refuse('MALFORMED_COMMAND', `unknown irregularity ${cmd.kind}`);
  const kind = cmd.kind as OffenceKind;
  const cards = cmd.card !== undefined ? [cardFrom(cmd.card)] : [];
  if (kind === 'dummy-suggested' && cards.length === 0) refuse('MALFORMED_COMMAND', 'name the card Dummy suggested');
  // asking partner concerns the trick just played (before it is turned and quitted)
  const trick =
    kind === 'asked-partner'
      ? Math.max(1, deal.tricks.filter((t) => t.cards.length > 0).length)
      : currentTrickNumber(deal);
  const j = judge({ session: state, deal }, { kind, seat, trick, cards });
  return [
    {
      type: 'IrregularityRecorded',
      at: cmd.at,
      deal: deal.number,
      irregularity: nextIrregularityId(deal),
      kind,
      seat,
      trick,
      cards,
      ...j,
    },
  ];
}

const P149 = 'solo-hoffmann:p149';
const P154 = 'solo-hoffmann:p154';

/**
 * A fault of the deal in solo whist. A misdeal, or a card found faced in the pack: a new deal by the same dealer,
 * no penalty (solo-hoffmann:p149). Hands found with the wrong number of cards (solo-hoffmann:p154): before the
 * first call, a new deal under the misdeal rule; after it the hand stands and is settled at once, the declaring
 * hand(s) winning if their own cards are correct and every hand with the wrong number losing.
 */
function decideDealFault(cmd: RecordIrregularity, state: SessionState, deal: DealState): LawEvent[] {
  const law = cmd.kind === 'misdeal' ? P149 : P154;
  // Hearts cites its own laws: a wrong count is law 15's draw; its deal laws (1-14) were not retrieved (laws.md §5.8)
  if (state.variant === 'hearts' && cmd.kind === 'wrong-card-count')
    refuse(
      'MALFORMED_COMMAND',
      'in Hearts the short hand draws from the long one after the first trick (a draw correction), both paying five counters (hearts-foster:15)',
      'hearts-foster:15',
    );
  if (state.variant === 'hearts')
    refuse(
      'MALFORMED_COMMAND',
      "a misdeal is not recorded in Hearts: Foster's deal laws (1-14) are not kept by this ledger",
    );
  if (state.variant !== 'solo-whist') {
    // whist, dummy whist and bridge 1904 record their deal faults with the fields their laws need (`RecordDealFault`)
    const own = state.variant === 'bridge-1904' ? 'bridge-1904:39' : 'whist-1900:37';
    refuse(
      'MALFORMED_COMMAND',
      `${cmd.kind} is recorded here under Hoffmann's solo digest (${law}); in ${state.variant} record it as a deal fault (POST .../deal-faults, ${own})`,
      own,
    );
  }
  const seat = seatAt(deal, cmd.seat);
  const base = {
    at: cmd.at,
    deal: deal.number,
    irregularity: nextIrregularityId(deal),
    seat,
    trick: currentTrickNumber(deal),
    remedies: [],
    law,
    noPenaltyLaw: law,
  } as const;
  if (cmd.kind === 'misdeal') {
    if (seat !== deal.dealer) refuse('MALFORMED_COMMAND', `a misdeal is the dealer's (${deal.dealer}) (${P149})`, P149);
    if (deal.calls.length > 0 || deal.tricks.length > 0)
      refuse(
        'CORRECTION_NOT_ALLOWED',
        `the first call has been made: a wrong deal is now judged by the card counts (${P154})`,
        P154,
      );
    const cards = cmd.card !== undefined ? [cardFrom(cmd.card)] : [];
    return [
      { type: 'IrregularityRecorded', ...base, kind: 'misdeal', cards },
      { type: 'DealEnded', at: cmd.at, deal: deal.number, reason: 'new-deal', offence: 'misdeal' },
    ];
  }
  const seats = [...new Set([seat, ...(cmd.seats ?? []).map((s) => seatAt(deal, s))])] as TableSeat[];
  if (seats.length === deal.order.length)
    refuse('MALFORMED_COMMAND', `not every hand can hold the wrong number of cards (${P154})`, P154);
  if (deal.hands)
    refuse(
      'NOT_A_PERFECT_PACK',
      `the recorded hands hold ${deal.handSize} cards each: a wrong count contradicts the record (${P154})`,
      P154,
    );
  const recorded: LawEvent[] = seats.map((s, i) => ({
    type: 'IrregularityRecorded',
    ...base,
    irregularity: nextIrregularityId(deal, i),
    seat: s,
    kind: 'wrong-card-count',
    cards: [],
  }));
  // found before the first call: a new deal under the misdeal rule, by the same dealer (solo-hoffmann:p154 with :p149)
  if (deal.calls.length === 0)
    return [
      ...recorded,
      { type: 'DealEnded', at: cmd.at, deal: deal.number, reason: 'new-deal', offence: 'wrong-card-count' },
    ];
  // found after it the hand stands and is settled on the counts "whatever happened": play ends at once (a found auction goes on to its contract)
  if (deal.status !== 'playing') return recorded;
  return [
    ...recorded,
    { type: 'DealEnded', at: cmd.at, deal: deal.number, reason: 'wrong-card-count', offence: 'wrong-card-count' },
  ];
}
