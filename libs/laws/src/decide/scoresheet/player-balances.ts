import type { Scoresheet } from './scoresheet';
import { Seat, sideOf } from '../../core/seats/seat';
import type { SessionState } from '../../core/state';

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
    out.push({ playerId, ...seatBalance(sheet, seat) });
  }
  return out;
}

function seatBalance(sheet: Scoresheet, seat: string): { unit: string; balance: number } {
  switch (sheet.variant) {
    case 'whist':
    case 'dummy-whist':
    case 'bridge-1904':
      return { unit: 'points', balance: sheet.points[sideOf(seat as Seat)] };
    case 'solo-whist':
      return { unit: sheet.unit, balance: sheet.balances[seat as Seat] ?? 0 };
    case 'hearts':
      return { unit: 'counters', balance: (sheet.balances as Record<string, number>)[seat] ?? 0 };
  }
}
