import { RecordIrregularity } from '../session/commands';
import { LawEvent } from '../session/events';
import { cardFrom, liveDeal, seatAt } from '../session/guards';
import { refuse } from '../session/law-violation';
import { OffenceKind, SessionState } from '../session/state';
import { judge } from '../games/remedies';
import { currentTrickNumber } from '../tricks/turn';
import { nextIrregularityId } from './ids';

const KINDS: readonly OffenceKind[] = ['looked-at-trick', 'called-attention', 'asked-partner', 'dummy-suggested'];

/** An irregularity of conduct, recorded with the remedies of the code (whist-1900:90, :94; bridge-1904:102, :108; hearts-foster:28). */
export function decideConduct(cmd: RecordIrregularity, state: SessionState): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  const seat = seatAt(deal, cmd.seat);
  if (!KINDS.includes(cmd.kind as OffenceKind)) refuse('MALFORMED_COMMAND', `unknown irregularity ${cmd.kind}`);
  const kind = cmd.kind as OffenceKind;
  const cards = cmd.card !== undefined ? [cardFrom(cmd.card)] : [];
  if (kind === 'dummy-suggested' && cards.length === 0) refuse('MALFORMED_COMMAND', 'name the card Dummy suggested');
  // asking partner concerns the trick just played (before it is turned and quitted)
  const trick = kind === 'asked-partner' ? Math.max(1, deal.tricks.filter((t) => t.cards.length > 0).length) : currentTrickNumber(deal);
  const j = judge({ session: state, deal }, { kind, seat, trick, cards });
  return [{ type: 'IrregularityRecorded', at: cmd.at, deal: deal.number, irregularity: nextIrregularityId(deal), kind, seat, trick, cards, ...j }];
}
