import { MakeCall } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { refuse } from '../../core/law-violation';
import { DealState } from '../../core/state';
import { TableSeat } from '../../core/seats/table-seat';
import { currentTrickNumber } from '../../core/tricks/turn';
import { nextIrregularityId } from '../../play/irregularities/ids';
import { partnerAt } from './bridge-seats';
import { doublingState, doublingStep, inLeadWindow } from './doubling-state';

/**
 * A call of the doubling (bridge-1904:53-60): "I double", "May I lead?", "Yes", "I re-double", "Satisfied".
 * In turn, a double or re-double doubles the contract's trick value. A double by the dealer's right-hand
 * adversary before his partner asked "May I lead?" (57), or a re-double out of turn (58), is recorded as an
 * irregularity, not yet doubling the contract: the maker of the trump (57) or the adversary who last doubled
 * (58) says whether it stands. After the eldest hand's lead before the doubling was complete, the doubling goes
 * on until the next card is played, his partner's re-double needing the consent of the adversary who last
 * doubled (59). Refused, as no act of the game: doubling before the declaration or after the first lead (53)
 * but for 59, by a player whose partner exposed a card (71), beyond 100 a trick (58), once the doubling
 * is over (60) or stopped by a double out of turn not accepted (58), while such a decision is awaited, and
 * any call not the speaker's under 54-56.
 */
export function decideDoubling(cmd: MakeCall, deal: DealState, seat: TableSeat): LawEvent[] {
  const c = deal.contract;
  const afterLead = deal.tricks.length > 0;
  // bridge-1904:59: the eldest hand's lead before the doubling was complete leaves it open until the next card
  if (!c || (afterLead && !inLeadWindow(deal)))
    refuse('CALL_NOT_ALLOWED', 'doubling is between the declaration and the first lead', 'bridge-1904:53');
  if (cmd.call === 'double' || cmd.call === 'redouble') {
    // bridge-1904:71: a card exposed after the deal and before the first lead (doubling comes before it, so any
    // exposure recorded yet) takes away the offender's partner's right to double or redouble
    const partner = partnerAt(deal, seat);
    const exposed = deal.irregularities.find((i) => i.kind === 'exposure' && i.seat === partner);
    if (exposed)
      refuse(
        'CALL_NOT_ALLOWED',
        `${partner} exposed ${exposed.cards.join(' ')} before the first lead: ${seat} may not ${cmd.call} (bridge-1904:71)`,
        'bridge-1904:71',
      );
  }
  const step = doublingStep(deal, doublingState(deal)!, seat, cmd.call, afterLead);
  if (step.kind === 'refused') refuse('CALL_NOT_ALLOWED', step.detail, step.law);
  const base = { at: cmd.at, deal: deal.number };
  const made: LawEvent = { type: 'CallMade', ...base, seat, call: cmd.call, ...(afterLead ? { afterLead } : {}) };
  if (step.kind === 'lawful')
    return step.doubles
      ? [made, { type: 'ContractFixed', ...base, contract: { ...c, doublings: c.doublings + 1 } }]
      : [made];
  const remedy = (kind: 'double-stands' | 'double-not-accepted') => ({
    kind,
    electors: [step.elector],
    targets: [],
    law: step.law,
  });
  return [
    made,
    {
      type: 'IrregularityRecorded',
      ...base,
      irregularity: nextIrregularityId(deal),
      kind: 'double-out-of-turn',
      seat,
      trick: currentTrickNumber(deal),
      cards: [],
      law: step.law,
      remedies: [remedy('double-stands'), remedy('double-not-accepted')],
    },
  ];
}
