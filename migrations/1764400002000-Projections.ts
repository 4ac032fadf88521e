import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = `
CREATE TABLE session_views (
  club_id    uuid        NOT NULL,
  session_id text        NOT NULL,
  variant    text        NOT NULL,
  status     text        NOT NULL,
  version    int         NOT NULL,
  body       jsonb       NOT NULL,
  CONSTRAINT session_views_pkey PRIMARY KEY (club_id, session_id)
);
CREATE TABLE deal_views (
  club_id     uuid  NOT NULL,
  session_id  text  NOT NULL,
  deal_number int   NOT NULL,
  version     int   NOT NULL,
  body        jsonb NOT NULL,
  CONSTRAINT deal_views_pkey PRIMARY KEY (club_id, session_id, deal_number)
);
CREATE TABLE scoresheet_views (
  club_id    uuid  NOT NULL,
  session_id text  NOT NULL,
  version    int   NOT NULL,
  body       jsonb NOT NULL,
  CONSTRAINT scoresheet_views_pkey PRIMARY KEY (club_id, session_id)
);
CREATE TABLE player_ledger (
  club_id    uuid    NOT NULL,
  player_id  text    NOT NULL,
  session_id text    NOT NULL,
  variant    text    NOT NULL,
  unit       text    NOT NULL,
  balance    numeric NOT NULL,
  version    int     NOT NULL,
  CONSTRAINT player_ledger_pkey PRIMARY KEY (club_id, player_id, session_id)
)`;

const GRANTS = `
GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON session_views, deal_views, scoresheet_views, player_ledger TO ledger_app`;

/**
 * Inline projections (architecture.md rule 2): written in the append's transaction, rebuilt from the
 * events alone by `npm run ledger -- rebuild-projections`. Keyed by club for distribution.
 */
export class Projections1764400002000 implements MigrationInterface {
  name = 'Projections1764400002000';

  /** Creates the projection tables. */
  async up(q: QueryRunner): Promise<void> {
    await q.query(TABLES);
    await q.query(GRANTS);
  }

  /** Drops them (they can always be rebuilt from the events). */
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS player_ledger, scoresheet_views, deal_views, session_views');
  }
}
