import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProjectionReader } from '../projection-reader';
import { GetSession } from './get-session.query';

/** Reads the session_views row (404 when another club's or unknown). */
@QueryHandler(GetSession)
export class GetSessionHandler implements IQueryHandler<GetSession> {
  constructor(private readonly views: ProjectionReader) {}

  execute(q: GetSession) {
    return this.views.session(q.clubId, q.sessionId);
  }
}
