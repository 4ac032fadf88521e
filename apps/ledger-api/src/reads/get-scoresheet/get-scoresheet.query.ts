import { Query } from '@nestjs/cqrs';
import type { ViewRow } from '../projection-reader';

/** The session's score-sheet from its projection. */
export class GetScoresheet extends Query<ViewRow> {
  constructor(
    readonly clubId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
