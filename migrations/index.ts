import { EventStore1764400000000 } from './1764400000000-EventStore';
import { Clubs1764400001000 } from './1764400001000-Clubs';
import { Projections1764400002000 } from './1764400002000-Projections';
import { Snapshots1764400003000 } from './1764400003000-Snapshots';
import { ClubLog1764400017000 } from './1764400017000-ClubLog';
import { ClubLogLeafBatches1764400017500 } from './1764400017500-ClubLogLeafBatches';
import { KeyLifecycle1764400018000 } from './1764400018000-KeyLifecycle';
import { IdempotencyRetention1764400018100 } from './1764400018100-IdempotencyRetention';
import { VerificationMarks1764400018900 } from './1764400018900-VerificationMarks';
import { ProjectionRowsWithoutVersion1764400019500 } from './1764400019500-ProjectionRowsWithoutVersion';
import { ProjectionBodiesLz41764400020000 } from './1764400020000-ProjectionBodiesLz4';
import { ViewBodiesAsJson1764400021000 } from './1764400021000-ViewBodiesAsJson';

/**
 * Every migration, listed explicitly in order (globs break under jest and in the compiled build).
 * The event-store schema is hand-written SQL inside these classes; `synchronize` is never used.
 */
export const MIGRATIONS: (new () => unknown)[] = [
  EventStore1764400000000,
  Clubs1764400001000,
  Projections1764400002000,
  Snapshots1764400003000,
  ClubLog1764400017000,
  ClubLogLeafBatches1764400017500,
  KeyLifecycle1764400018000,
  IdempotencyRetention1764400018100,
  VerificationMarks1764400018900,
  ProjectionRowsWithoutVersion1764400019500,
  ProjectionBodiesLz41764400020000,
  ViewBodiesAsJson1764400021000,
];
