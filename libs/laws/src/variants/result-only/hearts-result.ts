import { suitOf } from '../../core/cards/card';
import { packFor } from '../../core/cards/pack';
import type { RecordResult } from '../../core/commands';
import { refuse } from '../../core/law-violation';
import type { HeartsResult } from '../../core/recorded-result';
import type { Contract, DealState } from '../../core/state';
import type { TableSeat } from '../../core/seats/table-seat';
import { countFrom, tableSeatFrom } from './result-checks';

/** Hearts recorded by result: `{hearts: {seat: count}}`, a count for every player, every heart of the pack in all (13; 12 at six, where the 2♥ is stripped). */
export function heartsResult(c: RecordResult, deal: DealState): { result: HeartsResult; contract: Contract | null } {
  if (!c.hearts || typeof c.hearts !== 'object' || Array.isArray(c.hearts))
    refuse('MALFORMED_COMMAND', 'hearts must be {seat: count} for the players at the table');
  const inPack = packFor(deal.order.length).filter((card) => suitOf(card) === 'H').length;
  const given = c.hearts as Record<string, unknown>;
  for (const k of Object.keys(given)) tableSeatFrom(k, deal, 'hearts');
  const hearts: Partial<Record<TableSeat, number>> = {};
  for (const s of deal.order) hearts[s] = countFrom(given[s] ?? 0, `hearts.${s}`, inPack);
  const total = Object.values(hearts).reduce((a, b) => a + (b ?? 0), 0);
  if (total !== inPack) refuse('RESULT_IMPOSSIBLE', `the players took ${total} hearts, not the ${inPack} of the pack`);
  return { result: { family: 'hearts', hearts }, contract: null };
}
