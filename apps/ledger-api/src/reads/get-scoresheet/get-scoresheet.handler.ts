import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Scoresheet, withRunningTotals } from '@ledger/laws';
import { LogReader } from '../../club-log/reads/log-reader';
import { ProjectionReader } from '../projection-reader';
import { GetScoresheet } from './get-scoresheet.query';

/**
 * Reads the scoresheet_views row, with the signed checkpoint that covers the session (or null), the
 * seated players by seat (`seated`: solo and hearts sheets already use `players` for their seats), and each deal's running totals before and after it (computed from the stored
 * sheet on read: the projection and the audit's replay compare the sheet as the laws fold it).
 */
@QueryHandler(GetScoresheet)
export class GetScoresheetHandler implements IQueryHandler<GetScoresheet> {
  constructor(
    private readonly views: ProjectionReader,
    private readonly log: LogReader,
  ) {}

  async execute(q: GetScoresheet) {
    const row = await this.views.scoresheet(q.clubId, q.sessionId);
    const [checkpoint, seated] = await Promise.all([
      this.log.sessionCheckpoint(q.clubId, q.sessionId, row.version),
      this.views.seatedPlayers(q.clubId, q.sessionId),
    ]);
    const sheet = withRunningTotals(row.body as unknown as Scoresheet);
    return { body: { ...sheet, seated, checkpoint }, version: row.version };
  }
}
