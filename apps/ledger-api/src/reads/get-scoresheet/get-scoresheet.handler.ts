import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LogReader } from '../../club-log/reads/log-reader';
import { ProjectionReader } from '../projection-reader';
import { GetScoresheet } from './get-scoresheet.query';

/** Reads the scoresheet_views row, with the signed checkpoint that covers the session (or null). */
@QueryHandler(GetScoresheet)
export class GetScoresheetHandler implements IQueryHandler<GetScoresheet> {
  constructor(
    private readonly views: ProjectionReader,
    private readonly log: LogReader,
  ) {}

  async execute(q: GetScoresheet) {
    const row = await this.views.scoresheet(q.clubId, q.sessionId);
    const checkpoint = await this.log.sessionCheckpoint(q.clubId, q.sessionId, row.version);
    return { body: { ...row.body, checkpoint }, version: row.version };
  }
}
