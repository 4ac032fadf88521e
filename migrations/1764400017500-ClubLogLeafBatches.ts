import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The club log's leaves stored per sequencer step instead of one row per leaf (issue 17.7, ADR 0010
 * "Revision"): the per-leaf rows and their two index entries cost the saturating append bench 0.2 of
 * its ratio.
 * - `log_leaf_batches(club_id, first_leaf, count, hashes)`: one row per club per step, the leaves
 *   first_leaf … first_leaf+count-1, their event hashes concatenated (32 bytes each, stored out of line
 *   uncompressed, so one leaf's hash is read as a slice). A trigger admits only the batch that starts
 *   where the club's tree ends: leaves numbered from 0 without a gap or an overlap.
 * - `log_leaf_runs(club_id, stream_id, first_version, batch_first_leaf, leaves)`: one row per session
 *   per step, the leaf of each of its versions first_version, first_version+1, …; keyed by
 *   (club_id, stream_id, first_version), so a session's leaves and where its chain ends are one index
 *   range. A trigger admits only a run that starts after the session's last sequenced version (no
 *   version sequenced twice: what `log_leaves`' unique key guarded).
 * - `log_leaves`: a view with the old table's columns, for people and tests (not for the hot reads).
 * The existing leaves are converted (one batch per club of up to 2,000 leaves); `log_leaves` is dropped.
 */
const TABLES = `
CREATE TABLE log_leaf_batches (
  club_id      uuid        NOT NULL,
  first_leaf   bigint      NOT NULL CHECK (first_leaf >= 0),
  count        int         NOT NULL CHECK (count > 0),
  hashes       bytea       NOT NULL,
  sequenced_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT log_leaf_batches_pkey PRIMARY KEY (club_id, first_leaf),
  CONSTRAINT log_leaf_batches_hashes CHECK (octet_length(hashes) = 32 * count)
);
ALTER TABLE log_leaf_batches ALTER COLUMN hashes SET STORAGE EXTERNAL;
CREATE TABLE log_leaf_runs (
  club_id          uuid     NOT NULL,
  stream_id        text     NOT NULL,
  first_version    int      NOT NULL CHECK (first_version >= 1),
  batch_first_leaf bigint   NOT NULL CHECK (batch_first_leaf >= 0),
  leaves           bigint[] NOT NULL CHECK (cardinality(leaves) > 0 AND array_ndims(leaves) = 1),
  CONSTRAINT log_leaf_runs_pkey PRIMARY KEY (club_id, stream_id, first_version)
);
CREATE INDEX log_leaf_runs_batch_idx ON log_leaf_runs (club_id, batch_first_leaf)`;

const FENCES = `
CREATE FUNCTION log_leaf_batch_in_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  expected bigint;
BEGIN
  SELECT b.first_leaf + b.count INTO expected FROM log_leaf_batches b
    WHERE b.club_id = NEW.club_id ORDER BY b.first_leaf DESC LIMIT 1;
  IF NEW.first_leaf <> coalesce(expected, 0) THEN
    RAISE EXCEPTION 'club log %: a batch must start at leaf %, not %', NEW.club_id, coalesce(expected, 0), NEW.first_leaf
      USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER log_leaf_batches_in_order BEFORE INSERT ON log_leaf_batches
  FOR EACH ROW EXECUTE FUNCTION log_leaf_batch_in_order();
CREATE FUNCTION log_leaf_run_in_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last int;
BEGIN
  SELECT r.first_version + cardinality(r.leaves) - 1 INTO last FROM log_leaf_runs r
    WHERE r.club_id = NEW.club_id AND r.stream_id = NEW.stream_id ORDER BY r.first_version DESC LIMIT 1;
  IF NEW.first_version <= coalesce(last, 0) THEN
    RAISE EXCEPTION 'club log %: version % of % is already sequenced', NEW.club_id, NEW.first_version, NEW.stream_id
      USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER log_leaf_runs_in_order BEFORE INSERT ON log_leaf_runs
  FOR EACH ROW EXECUTE FUNCTION log_leaf_run_in_order();
CREATE TRIGGER log_leaf_batches_append_only BEFORE UPDATE OR DELETE ON log_leaf_batches
  FOR EACH ROW EXECUTE FUNCTION log_refuse_change();
CREATE TRIGGER log_leaf_batches_no_truncate BEFORE TRUNCATE ON log_leaf_batches
  FOR EACH STATEMENT EXECUTE FUNCTION log_refuse_change();
CREATE TRIGGER log_leaf_runs_append_only BEFORE UPDATE OR DELETE ON log_leaf_runs
  FOR EACH ROW EXECUTE FUNCTION log_refuse_change();
CREATE TRIGGER log_leaf_runs_no_truncate BEFORE TRUNCATE ON log_leaf_runs
  FOR EACH STATEMENT EXECUTE FUNCTION log_refuse_change()`;

/** Every leaf as a row, as `log_leaves` had them (a full unpacking of the club: not for hot reads). */
const VIEW = `
CREATE VIEW log_leaves AS
SELECT r.club_id, u.leaf, r.stream_id, r.first_version + u.i::int - 1 AS version,
       substring(b.hashes FROM (u.leaf - b.first_leaf)::int * 32 + 1 FOR 32) AS event_hash, b.sequenced_at
  FROM log_leaf_runs r
  JOIN log_leaf_batches b ON b.club_id = r.club_id AND b.first_leaf = r.batch_first_leaf
  CROSS JOIN LATERAL unnest(r.leaves) WITH ORDINALITY AS u(leaf, i)`;

// The old rows, in chunks of up to 2,000 leaves per club (what one sequencer step writes at most), with
// their session runs; the fences above check the conversion as they check the sequencer.
const CONVERT = `
INSERT INTO log_leaf_batches (club_id, first_leaf, count, hashes, sequenced_at)
SELECT club_id, min(leaf), count(*), string_agg(event_hash, ''::bytea ORDER BY leaf), max(sequenced_at)
  FROM log_leaves GROUP BY club_id, leaf / 2000 ORDER BY club_id, min(leaf);
INSERT INTO log_leaf_runs (club_id, stream_id, first_version, batch_first_leaf, leaves)
SELECT club_id, stream_id, min(version), min(batch), array_agg(leaf ORDER BY version)
  FROM (SELECT *, (leaf / 2000) * 2000 AS batch, version - row_number() OVER (
          PARTITION BY club_id, stream_id, leaf / 2000 ORDER BY version) AS run
          FROM log_leaves) l
  GROUP BY club_id, stream_id, leaf / 2000, run ORDER BY club_id, stream_id, min(version)`;

const GRANTS = `
GRANT INSERT, SELECT ON log_leaf_batches, log_leaf_runs TO ledger_app;
GRANT SELECT ON log_leaves TO ledger_app`;

/** One row per sequencer step (and one per session per step) instead of one per leaf; existing leaves converted. */
export class ClubLogLeafBatches1764400017500 implements MigrationInterface {
  name = 'ClubLogLeafBatches1764400017500';

  /** Creates the batch tables, converts the leaves, drops `log_leaves` and puts a view in its place. */
  async up(q: QueryRunner): Promise<void> {
    await q.query(TABLES);
    await q.query(FENCES);
    await q.query(CONVERT);
    await q.query('DROP TABLE log_leaves');
    await q.query(VIEW);
    await q.query(GRANTS);
  }

  /** Back to one row per leaf (the leaves kept). */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER VIEW log_leaves RENAME TO log_leaves_unpacked`);
    await q.query(`
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
INSERT INTO log_leaves SELECT club_id, leaf, stream_id, version, event_hash, sequenced_at FROM log_leaves_unpacked;
CREATE TRIGGER log_leaves_append_only BEFORE UPDATE OR DELETE ON log_leaves
  FOR EACH ROW EXECUTE FUNCTION log_refuse_change();
CREATE TRIGGER log_leaves_no_truncate BEFORE TRUNCATE ON log_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION log_refuse_change();
GRANT INSERT, SELECT ON log_leaves TO ledger_app`);
    await q.query('DROP VIEW log_leaves_unpacked');
    await q.query('DROP TABLE log_leaf_runs, log_leaf_batches');
    await q.query('DROP FUNCTION log_leaf_run_in_order(), log_leaf_batch_in_order()');
  }
}
