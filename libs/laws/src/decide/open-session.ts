import { TABLE_SEATS, TableSeat } from '../core/seats/table-seat';
import { OpenSession } from '../core/commands';
import { LawEvent } from '../core/events';
import { refuse } from '../core/law-violation';
import { resolveRules } from '../core/rules';
import { SessionState } from '../core/state';
import { GameVariant, isVariant } from '../core/variant';
import { lawsOf } from './variant-laws';

/** Opens the stream: variant, seats, rules with defaults (unknown rule → `UNKNOWN_RULE`). */
export function decideOpenSession(cmd: OpenSession, state: SessionState): LawEvent[] {
  if (state.opened) refuse('SESSION_ALREADY_OPEN', 'the session is already open');
  if (!isVariant(cmd.variant)) refuse('UNKNOWN_VARIANT', `unknown variant ${cmd.variant}`);
  const rules = resolveRules(cmd.variant, cmd.rules);
  const seats: Partial<Record<TableSeat, string | null>> = {};
  for (const [seat, player] of Object.entries(cmd.seats ?? {})) {
    if (!(TABLE_SEATS as readonly string[]).includes(seat)) refuse('SEAT_NOT_AT_TABLE', `unknown seat ${seat}`);
    seats[seat as TableSeat] = player ?? null;
  }
  const empty = lawsOf(cmd.variant).table.emptySeat?.(rules);
  if (empty) seats[empty] = null;
  checkTable(cmd.variant, Object.keys(seats));
  lawsOf(cmd.variant).table.checkRules?.(rules, Object.keys(seats).length);
  return [{ type: 'SessionOpened', at: cmd.at, variant: cmd.variant, seats, rules }];
}

function checkTable(variant: GameVariant, seats: string[]): void {
  const order = TABLE_SEATS.filter((s) => seats.includes(s));
  const compass = ['N', 'E', 'S', 'W'];
  if (lawsOf(variant).table.players === 'three-to-five') {
    // solo-hoffmann:p156: solo whist for three (no proposition, 40 cards) and for five (one sits out each deal)
    const ok = order.length >= 3 && order.length <= 5 && order.every((s, i) => s === TABLE_SEATS[i]);
    if (!ok)
      refuse(
        'SEAT_NOT_AT_TABLE',
        `${variant} is played by 3 to 5 players seated N, E, S, W, P5 in that order (solo-hoffmann:p156)`,
        'solo-hoffmann:p156',
      );
    return;
  }
  if (lawsOf(variant).table.players === 'three-to-six') {
    const ok = order.length >= 3 && order.length <= 6 && order.every((s, i) => s === TABLE_SEATS[i]);
    if (!ok) refuse('SEAT_NOT_AT_TABLE', 'hearts is played by 3 to 6 players seated N, E, S, W, P5, P6 in that order');
    return;
  }
  if (order.length !== 4 || !order.every((s) => compass.includes(s)))
    refuse('SEAT_NOT_AT_TABLE', `${variant} needs the four seats N, E, S, W`);
}
