import { MigrationInterface, QueryRunner } from 'typeorm';

/** The projection tables whose jsonb bodies the write path rewrites, at every play for a deal's. */
export const LZ4_BODY_TABLES = ['deal_views', 'session_views', 'scoresheet_views'];

/**
 * Issue 21.1: a deal's view (about 3 KB of jsonb by its last tricks) is written again at every play, and
 * PostgreSQL compressed it with pglz each time; lz4 takes about a tenth of that CPU for the same size (a play cost
 * the database ~16 µs less in a measured upsert). Only where the server was built with lz4: the embedded
 * PostgreSQL of `npm start` and `npm test` was not, and keeps pglz (the bodies read the same either way). Only new
 * values are compressed with it; rows already stored stay as they are until rewritten.
 */
export class ProjectionBodiesLz41764400020000 implements MigrationInterface {
  name = 'ProjectionBodiesLz41764400020000';

  /** `SET COMPRESSION lz4` on each body, unless the server has no lz4 (feature_not_supported: left as it is). */
  async up(q: QueryRunner): Promise<void> {
    const alters = LZ4_BODY_TABLES.map((t) => `ALTER TABLE ${t} ALTER COLUMN body SET COMPRESSION lz4;`).join('\n    ');
    await q.query(`DO $$ BEGIN
    ${alters}
  EXCEPTION WHEN feature_not_supported THEN
    RAISE NOTICE 'this server has no lz4: projection bodies stay compressed with pglz';
  END $$`);
  }

  /** Back to the server's default compression. */
  async down(q: QueryRunner): Promise<void> {
    for (const t of LZ4_BODY_TABLES) await q.query(`ALTER TABLE ${t} ALTER COLUMN body SET COMPRESSION default`);
  }
}
