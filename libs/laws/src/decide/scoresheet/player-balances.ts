import type { TableSeat } from '../../core/seats/table-seat';
import type { SessionState } from '../../core/state';
import { type Scoresheet, sheetLaws } from './scoresheet';

/** One player's standing in one session, in the session's unit. */
export interface PlayerBalance {
  readonly playerId: string;
  readonly unit: string;
  readonly balance: number;
}

/** Each seated player's balance: his side's rubber points (whist family), else his seat's balance. */
export function playerBalances(session: SessionState, sheet: Scoresheet): PlayerBalance[] {
  const out: PlayerBalance[] = [];
  for (const [seat, playerId] of Object.entries(session.seats)) {
    if (!playerId) continue; // an empty seat: the Dummy of dummy-whist
    out.push({ playerId, ...sheetLaws(sheet.variant).balance(sheet, seat as TableSeat) });
  }
  return out;
}
