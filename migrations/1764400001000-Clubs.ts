import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = `
CREATE TABLE clubs (
  id         uuid        PRIMARY KEY,
  name       text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE api_keys (
  club_id    uuid        NOT NULL REFERENCES clubs (id),
  id         uuid        NOT NULL,
  role       text        NOT NULL CHECK (role IN ('admin', 'scorer', 'auditor')),
  label      text        NOT NULL,
  key_hash   bytea       NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz NULL,
  CONSTRAINT api_keys_pkey PRIMARY KEY (club_id, id)
);
CREATE TABLE players (
  club_id    uuid        NOT NULL REFERENCES clubs (id),
  id         uuid        NOT NULL,
  name       text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT players_pkey PRIMARY KEY (club_id, id)
)`;

const GRANTS = `
GRANT SELECT, INSERT ON clubs, players TO ledger_app;
GRANT SELECT, INSERT ON api_keys TO ledger_app;
GRANT UPDATE (revoked_at) ON api_keys TO ledger_app`;

/** Clubs, their API keys (stored as SHA-256 hashes only) and players; every table keyed by club. */
export class Clubs1764400001000 implements MigrationInterface {
  name = 'Clubs1764400001000';

  /** Creates the tables and grants the app role what it needs. */
  async up(q: QueryRunner): Promise<void> {
    await q.query(TABLES);
    await q.query(GRANTS);
  }

  /** Drops the tables. */
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS players, api_keys, clubs');
  }
}
