import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The club's log (issue 17, ADR 0010): per club, an RFC 9162 Merkle tree whose leaf i is the club's
 * i-th event in the sequencer's commit order. Every table is keyed by `club_id` first.
 * - `log_leaves`: leaf index → the event it stands for and that event's hash (its 32 bytes: the leaf input).
 * - `log_nodes`: the completed subtrees at levels 4, 8, 12, … (tiles of height 4); any other node is
 *   rebuilt from at most 8 stored nodes or leaves below it, so any root or proof is still one read.
 * - `log_checkpoints`: every signed checkpoint (C2SP signed note); the key is never in the database.
 * - `log_sequencer`: the one sequencer's watermark in the global log (moves forward only).
 */
const TABLES = `
CREATE TABLE log_leaves (
  club_id      uuid        NOT NULL,
  leaf         bigint      NOT NULL CHECK (leaf >= 0),
  stream_id    text        NOT NULL,
  version      int         NOT NULL CHECK (version >= 1),
  event_hash   bytea       NOT NULL CHECK (octet_length(event_hash) = 32),
  sequenced_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT log_leaves_pkey PRIMARY KEY (club_id, leaf),
  CONSTRAINT log_leaves_event_key UNIQUE (club_id, stream_id, version)
);
CREATE TABLE log_nodes (
  club_id uuid     NOT NULL,
  level   smallint NOT NULL CHECK (level > 0 AND level < 64 AND level % 4 = 0),
  idx     bigint   NOT NULL CHECK (idx >= 0),
  hash    bytea    NOT NULL CHECK (octet_length(hash) = 32),
  CONSTRAINT log_nodes_pkey PRIMARY KEY (club_id, level, idx)
);
CREATE TABLE log_checkpoints (
  club_id   uuid        NOT NULL,
  size      bigint      NOT NULL CHECK (size >= 0),
  root      bytea       NOT NULL CHECK (octet_length(root) = 32),
  note      text        NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT log_checkpoints_pkey PRIMARY KEY (club_id, size)
);
CREATE TABLE log_sequencer (
  id         smallint    NOT NULL DEFAULT 1 CHECK (id = 1),
  tx_id      xid8        NOT NULL,
  position   bigint      NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT log_sequencer_pkey PRIMARY KEY (id)
);
INSERT INTO log_sequencer (id, tx_id, position) VALUES (1, '0', 0)`;

const APPEND_ONLY = `
CREATE FUNCTION log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the club log is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER log_leaves_append_only BEFORE UPDATE OR DELETE ON log_leaves
  FOR EACH ROW EXECUTE FUNCTION log_refuse_change();
CREATE TRIGGER log_leaves_no_truncate BEFORE TRUNCATE ON log_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION log_refuse_change();
CREATE TRIGGER log_nodes_append_only BEFORE UPDATE OR DELETE ON log_nodes
  FOR EACH ROW EXECUTE FUNCTION log_refuse_change();
CREATE TRIGGER log_nodes_no_truncate BEFORE TRUNCATE ON log_nodes
  FOR EACH STATEMENT EXECUTE FUNCTION log_refuse_change();
CREATE TRIGGER log_checkpoints_append_only BEFORE UPDATE OR DELETE ON log_checkpoints
  FOR EACH ROW EXECUTE FUNCTION log_refuse_change();
CREATE TRIGGER log_checkpoints_no_truncate BEFORE TRUNCATE ON log_checkpoints
  FOR EACH STATEMENT EXECUTE FUNCTION log_refuse_change();
CREATE FUNCTION log_sequencer_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR NEW.id <> OLD.id OR (NEW.tx_id, NEW.position) < (OLD.tx_id, OLD.position) THEN
    RAISE EXCEPTION 'the log sequencer only moves forward: % on log_sequencer is not allowed', TG_OP
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER log_sequencer_forward_only BEFORE UPDATE OR DELETE ON log_sequencer
  FOR EACH ROW EXECUTE FUNCTION log_sequencer_forward_only();
CREATE TRIGGER log_sequencer_no_truncate BEFORE TRUNCATE ON log_sequencer
  FOR EACH STATEMENT EXECUTE FUNCTION log_refuse_change()`;

const GRANTS = `
GRANT INSERT, SELECT ON log_leaves, log_nodes, log_checkpoints TO ledger_app;
GRANT SELECT ON log_sequencer TO ledger_app;
GRANT UPDATE (tx_id, position, updated_at) ON log_sequencer TO ledger_app`;

/** The club's log (ADR 0010): leaves, nodes, signed checkpoints and the sequencer's watermark, append-only. */
export class ClubLog1764400017000 implements MigrationInterface {
  name = 'ClubLog1764400017000';

  /** Creates the tables, the append-only triggers and the app role's grants. */
  async up(q: QueryRunner): Promise<void> {
    for (const sql of [TABLES, APPEND_ONLY, GRANTS]) await q.query(sql);
  }

  /** Drops the tables and functions (the events stay; a new sequencer rebuilds the log from them). */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS log_sequencer, log_checkpoints, log_nodes, log_leaves`);
    await q.query(`DROP FUNCTION IF EXISTS log_sequencer_forward_only()`);
    await q.query(`DROP FUNCTION IF EXISTS log_refuse_change()`);
  }
}
