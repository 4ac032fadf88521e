import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The latest snapshot of a session stream: the folded state at `version`, in the text format named by
 * `codec`, folded from the chain whose event at `version` has hash `head_hash`. A cache, never a source
 * of truth: the app may write, replace and delete rows, and the loader ignores any row it cannot trust.
 * `text`, not jsonb: the server sends it as stored, with no jsonb-to-text output.
 */
const TABLE = `
CREATE TABLE session_snapshots (
  club_id    uuid        NOT NULL,
  stream_id  text        NOT NULL,
  version    int         NOT NULL CHECK (version >= 1),
  codec      text        NOT NULL,
  head_hash  text        NOT NULL,
  state      text        NOT NULL,
  written_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT session_snapshots_pkey PRIMARY KEY (club_id, stream_id)
)`;

const GRANTS = `GRANT SELECT, INSERT, UPDATE, DELETE ON session_snapshots TO ledger_app`;

/** Table `session_snapshots` (ADR 0007): a cache of folded session states the app role may rewrite. */
export class Snapshots1764400003000 implements MigrationInterface {
  name = 'Snapshots1764400003000';

  /** Creates the table and grants the app role every row operation on it. */
  async up(q: QueryRunner): Promise<void> {
    for (const sql of [TABLE, GRANTS]) await q.query(sql);
  }

  /** Drops the table (nothing but a cache is lost). */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS session_snapshots`);
  }
}
