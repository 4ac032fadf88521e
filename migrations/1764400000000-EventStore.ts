import { MigrationInterface, QueryRunner } from 'typeorm';

/** SQL creating a NOLOGIN role unless it exists, tolerating a concurrent creator (roles are cluster-wide). */
export function createRoleSql(role: string): string {
  return `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
    CREATE ROLE ${role} NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$`;
}

const EVENTS = `
CREATE TABLE events (
  club_id        uuid        NOT NULL,
  stream_id      text        NOT NULL,
  version        int         NOT NULL CHECK (version >= 1),
  position       bigint      GENERATED ALWAYS AS IDENTITY (SEQUENCE NAME events_position_seq),
  type           text        NOT NULL,
  schema_version int         NOT NULL DEFAULT 1 CHECK (schema_version >= 1),
  data           jsonb       NOT NULL,
  metadata       jsonb       NOT NULL DEFAULT '{}'::jsonb,
  recorded_at    timestamptz NOT NULL,
  tx_id          xid8        NOT NULL DEFAULT pg_current_xact_id(),
  prev_hash      text        NULL,
  hash           text        NOT NULL,
  CONSTRAINT events_pkey PRIMARY KEY (club_id, stream_id, version)
);
CREATE INDEX events_tx_position_idx ON events (tx_id, position)`;

const IMMUTABLE = `
CREATE FUNCTION events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are immutable: % on events is not allowed (append a correcting event instead)', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER events_immutable_rows BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_refuse_change();
CREATE TRIGGER events_immutable_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_refuse_change()`;

const IDEMPOTENCY = `
CREATE TABLE idempotency_keys (
  club_id      uuid        NOT NULL,
  key          text        NOT NULL,
  stream_id    text        NOT NULL,
  request_hash text        NOT NULL,
  result       jsonb       NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT idempotency_keys_pkey PRIMARY KEY (club_id, key)
);
CREATE FUNCTION idempotency_result_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.result IS NOT NULL OR NEW.key <> OLD.key OR NEW.club_id <> OLD.club_id
     OR NEW.request_hash <> OLD.request_hash OR NEW.stream_id <> OLD.stream_id THEN
    RAISE EXCEPTION 'idempotency key % already has its result', OLD.key USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER idempotency_result_once BEFORE UPDATE ON idempotency_keys
  FOR EACH ROW EXECUTE FUNCTION idempotency_result_once()`;

const GRANTS = `
GRANT USAGE ON SCHEMA public TO ledger_app;
GRANT INSERT, SELECT ON events TO ledger_app;
GRANT USAGE ON SEQUENCE events_position_seq TO ledger_app;
GRANT INSERT, SELECT ON idempotency_keys TO ledger_app;
GRANT UPDATE (result) ON idempotency_keys TO ledger_app`;

/** Event store schema (hand-written SQL): immutable `events`, `idempotency_keys`, role `ledger_app`. */
export class EventStore1764400000000 implements MigrationInterface {
  name = 'EventStore1764400000000';

  /** Creates the tables, the immutability triggers, the role and its grants. */
  async up(q: QueryRunner): Promise<void> {
    for (const sql of [createRoleSql('ledger_app'), EVENTS, IMMUTABLE, IDEMPOTENCY, GRANTS]) await q.query(sql);
  }

  /** Drops the tables and functions and this database's grants (the cluster-wide role stays). */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`REVOKE ALL ON SCHEMA public FROM ledger_app`);
    await q.query(`DROP TABLE IF EXISTS idempotency_keys`);
    await q.query(`DROP TABLE IF EXISTS events`);
    await q.query(`DROP FUNCTION IF EXISTS idempotency_result_once()`);
    await q.query(`DROP FUNCTION IF EXISTS events_refuse_change()`);
  }
}
