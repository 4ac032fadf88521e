import { NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetPlayerLedger, PlayerLedgerView } from './player-ledger.query';

/** Reads the player_ledger projection. */
@QueryHandler(GetPlayerLedger)
export class GetPlayerLedgerHandler implements IQueryHandler<GetPlayerLedger> {
  constructor(private readonly db: DataSource) {}

  async execute(q: GetPlayerLedger): Promise<PlayerLedgerView> {
    const [player] = await this.db.query<{ name: string }[]>(
      'SELECT name FROM players WHERE club_id = $1 AND id = $2',
      [q.clubId, q.playerId],
    );
    if (!player) throw new NotFoundException({ message: 'No such player.', code: 'NOT_FOUND' });
    const rows: { session_id: string; variant: string; unit: string; balance: string }[] = await this.db.query<
      { session_id: string; variant: string; unit: string; balance: string }[]
    >(
      'SELECT session_id, variant, unit, balance FROM player_ledger WHERE club_id = $1 AND player_id = $2 ORDER BY session_id',
      [q.clubId, q.playerId],
    );
    const sessions = rows.map((r) => ({
      sessionId: r.session_id,
      variant: r.variant,
      unit: r.unit,
      balance: Number(r.balance),
    }));
    const totals: Record<string, number> = {};
    for (const s of sessions) totals[s.unit] = (totals[s.unit] ?? 0) + s.balance;
    return { playerId: q.playerId, name: player.name, sessions, totals };
  }
}
