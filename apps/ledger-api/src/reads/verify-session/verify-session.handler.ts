import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProjectionReader } from '../projection-reader';
import { SessionVerifier } from './session-verifier';
import { VerifySession } from './verify-session.query';

/** Checks the session is the club's, then verifies it. */
@QueryHandler(VerifySession)
export class VerifySessionHandler implements IQueryHandler<VerifySession> {
  constructor(
    private readonly verifier: SessionVerifier,
    private readonly views: ProjectionReader,
  ) {}

  async execute(q: VerifySession) {
    await this.views.assertSession(q.clubId, q.sessionId);
    return this.verifier.verify(q.clubId, q.sessionId);
  }
}
