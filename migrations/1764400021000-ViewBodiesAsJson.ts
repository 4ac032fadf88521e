import { MigrationInterface, QueryRunner } from 'typeorm';

/** The projection bodies rewritten at every play: a deal's view, and the session's view (its version changes). */
export const JSON_BODY_TABLES = ['deal_views', 'session_views'];

/** Each body's type, then `SET COMPRESSION lz4` where the server has lz4 (as migration 1764400020000 does). */
function retype(type: 'json' | 'jsonb'): string {
  const alters = JSON_BODY_TABLES.map(
    (t) => `ALTER TABLE ${t} ALTER COLUMN body TYPE ${type} USING body::${type};`,
  ).join('\n    ');
  const lz4 = JSON_BODY_TABLES.map((t) => `ALTER TABLE ${t} ALTER COLUMN body SET COMPRESSION lz4;`).join('\n    ');
  return `DO $$ BEGIN
    ${alters}
    BEGIN
      ${lz4}
    EXCEPTION WHEN feature_not_supported THEN
      RAISE NOTICE 'this server has no lz4: view bodies stay compressed with pglz';
    END;
  END $$`;
}

/**
 * Issue 21.1: a play rewrites its deal's view (up to ~3 KB by the deal's last tricks) and the session's view. As
 * `jsonb` the server parsed each into a tree, sorted its keys and built the binary form at every play; as `json` it
 * only checks the text and stores it as sent (ADR 0006, revision of stop 29: PostgreSQL's CPU per play 0.476 →
 * 0.429 ms with the deal's body alone). The rows are read whole or by `->`, `->>`, `json_each_text` and
 * `json_array_length`; the verification compares them as `jsonb` (projection-compare.ts). The score-sheet, written
 * only when a deal ends, stays `jsonb`.
 */
export class ViewBodiesAsJson1764400021000 implements MigrationInterface {
  name = 'ViewBodiesAsJson1764400021000';

  /** The bodies become `json` (each row rewritten once, as its jsonb text); lz4 kept where the server has it. */
  async up(q: QueryRunner): Promise<void> {
    await q.query(retype('json'));
  }

  /** Back to `jsonb`. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(retype('jsonb'));
  }
}
