import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21.1: the score-sheet row and the player-ledger rows no longer carry the stream's version. A play in
 * the middle of a deal changes neither, and with the version in them every play rewrote them (the sheet of a
 * long session is several kilobytes of jsonb, compressed again each time). Without it the write path's upsert
 * leaves a row alone when nothing in it changed; the score-sheet's reader takes the version from the session
 * row, written in the same statement (ADR 0006, revision of stop 21).
 */
export class ProjectionRowsWithoutVersion1764400019500 implements MigrationInterface {
  name = 'ProjectionRowsWithoutVersion1764400019500';

  /** Drops `version` from `scoresheet_views` and `player_ledger`. */
  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE scoresheet_views DROP COLUMN version');
    await q.query('ALTER TABLE player_ledger DROP COLUMN version');
  }

  /** Puts the columns back, filled from the session rows (the version every row then stood at). */
  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE scoresheet_views ADD COLUMN version integer NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE player_ledger ADD COLUMN version integer NOT NULL DEFAULT 0');
    await q.query(`UPDATE scoresheet_views c SET version = s.version FROM session_views s
      WHERE s.club_id = c.club_id AND s.session_id = c.session_id`);
    await q.query(`UPDATE player_ledger l SET version = s.version FROM session_views s
      WHERE s.club_id = l.club_id AND s.session_id = l.session_id`);
  }
}
