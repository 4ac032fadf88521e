import { Query } from '@nestjs/cqrs';
import type { ViewRow } from '../projection-reader';

/** The session resource from its projection. */
export class GetSession extends Query<ViewRow> {
  constructor(
    readonly clubId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
