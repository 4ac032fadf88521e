import { Controller, Get, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AnyRole } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';

/** `GET /v1/clubs/{clubId}/players/{playerId}/ledger`: a player's balances across sessions. */
@ApiTags('players')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/players/:playerId/ledger')
export class PlayerLedgerController {
  constructor(private readonly db: DataSource) {}

  @Get()
  @AnyRole()
  @ApiOkResponse({ description: '`{playerId, name, sessions: [{sessionId, variant, unit, balance}], totals: {<unit>: n}}`' })
  @ApiProblems(400, 401, 404)
  async ledger(@Param('clubId', ParseUUIDPipe) clubId: string, @Param('playerId', ParseUUIDPipe) playerId: string) {
    const [player] = await this.db.query('SELECT name FROM players WHERE club_id = $1 AND id = $2', [clubId, playerId]);
    if (!player) throw new NotFoundException({ message: 'No such player.', code: 'NOT_FOUND' });
    const rows: { session_id: string; variant: string; unit: string; balance: string }[] = await this.db.query(
      'SELECT session_id, variant, unit, balance FROM player_ledger WHERE club_id = $1 AND player_id = $2 ORDER BY session_id',
      [clubId, playerId],
    );
    const sessions = rows.map((r) => ({ sessionId: r.session_id, variant: r.variant, unit: r.unit, balance: Number(r.balance) }));
    const totals: Record<string, number> = {};
    for (const s of sessions) totals[s.unit] = (totals[s.unit] ?? 0) + s.balance;
    return { playerId, name: player.name, sessions, totals };
  }
}
