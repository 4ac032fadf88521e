import { Query } from '@nestjs/cqrs';
import type { ViewRow } from '../projection-reader';

/** A deal view: from its projection, or as it stood at `asOf` (time travel, folded from the events). */
export class GetDeal extends Query<ViewRow> {
  constructor(
    readonly clubId: string,
    readonly sessionId: string,
    readonly n: number,
    readonly asOf?: number,
  ) {
    super();
  }
}
