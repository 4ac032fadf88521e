import { NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { balanceTotals, ledgerRows } from './ledger-rows';
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
    const rows = await ledgerRows(this.db, q.clubId, { playerId: q.playerId });
    const sessions = rows.map((r) => ({
      sessionId: r.sessionId,
      variant: r.variant,
      unit: r.unit,
      balance: r.balance,
    }));
    const totals = Object.fromEntries(balanceTotals(rows, (r) => r.unit));
    return { playerId: q.playerId, name: player.name, sessions, totals };
  }
}
