import { TableSeat } from '../core/seats/table-seat';
import { SessionState } from '../core/state';
import { Rules } from '../core/rules';
import { GameVariant } from '../core/variant';

/** The session view of api.md: variant, seats, rules, status, the deals with their status, version. */
export interface SessionView {
  readonly variant: GameVariant;
  readonly seats: Partial<Record<TableSeat, string | null>>;
  readonly rules: Rules;
  readonly status: 'open' | 'playing';
  readonly deals: { number: number; status: 'bidding' | 'playing' | 'ended' | 'settled' }[];
  readonly version: number;
}

/** Builds the session view (pure). */
export function sessionView(s: SessionState): SessionView {
  const deals = s.deals.map((d) => ({
    number: d.number,
    status: d.closed && d.status === 'ended' ? ('settled' as const) : d.status,
  }));
  const playing = deals.some((d) => d.status === 'bidding' || d.status === 'playing');
  return {
    variant: s.variant,
    seats: { ...s.seats },
    rules: s.rules,
    status: playing ? 'playing' : 'open',
    deals,
    version: s.version,
  };
}
