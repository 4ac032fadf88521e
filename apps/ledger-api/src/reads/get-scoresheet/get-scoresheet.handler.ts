import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProjectionReader } from '../projection-reader';
import { GetScoresheet } from './get-scoresheet.query';

/** Reads the scoresheet_views row. */
@QueryHandler(GetScoresheet)
export class GetScoresheetHandler implements IQueryHandler<GetScoresheet> {
  constructor(private readonly views: ProjectionReader) {}

  execute(q: GetScoresheet) {
    return this.views.scoresheet(q.clubId, q.sessionId);
  }
}
