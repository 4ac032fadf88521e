import { ElectPenalty } from '../../core/commands';
import { LawEvent, PenaltyElected } from '../../core/events';
import { refuse } from '../../core/law-violation';
import { DealState } from '../../core/state';
import { doublingBegun, inLeadWindow } from './doubling-state';

/**
 * The Bridge (1904) side of an election on a declaration or doubling irregularity, after the shared checks.
 * Refused once its time has passed: a new deal (or letting the declaration stand) under 49, and a new deal
 * under 50 (read as 49), once a declaration as to doubling has been made or a card led; the demand that the
 * partner declare (50) and the dealer's fresh deal (51) once the declaration is made; a decision on a double
 * out of turn (57-59) once a card is led (but for the eldest hand's lead alone, 59), or a new deal for a
 * consultation as to doubling (58) once a card is led. A double out of
 * turn let stand doubles the contract.
 */
export function bridgeElection(cmd: ElectPenalty, deal: DealState, elected: readonly LawEvent[]): LawEvent[] {
  const e = elected.find((x): x is PenaltyElected => x.type === 'PenaltyElected');
  const irr = e && deal.irregularities.find((i) => i.id === e.irregularity);
  if (!e || !irr) return [];
  const late = (law: string, detail: string) => refuse('PENALTY_NOT_AVAILABLE', detail, law);
  if (irr.kind === 'declaration-out-of-turn') {
    const kind = e.kind;
    if (
      (irr.law === 'bridge-1904:49' || irr.law === 'bridge-1904:50') &&
      kind !== 'partner-declares' &&
      doublingBegun(deal)
    )
      late(
        irr.law,
        'a declaration as to doubling has been made, or a card led: the declaration stands (bridge-1904:49)',
      );
    if (irr.law === 'bridge-1904:50' && kind === 'partner-declares' && deal.status !== 'bidding')
      late('bridge-1904:52', 'the declaration has been made and cannot be altered');
    if (irr.law === 'bridge-1904:51' && deal.status !== 'bidding')
      late('bridge-1904:51', `the dealer has proceeded with the declaration: a fresh deal is no longer his to claim`);
    return [];
  }
  if (irr.kind === 'doubling-consultation' && deal.tricks.length > 0)
    late(
      'bridge-1904:58',
      'the play has begun: a new deal for a consultation as to doubling is claimed before the first lead',
    );
  if (irr.kind === 'double-out-of-turn') {
    if (deal.tricks.length > 0 && !inLeadWindow(deal))
      late('bridge-1904:53', 'the play has begun: the double out of turn did not stand');
    const c = deal.contract;
    if (e.kind === 'double-stands' && c)
      return [{ type: 'ContractFixed', at: cmd.at, deal: deal.number, contract: { ...c, doublings: c.doublings + 1 } }];
  }
  return [];
}
