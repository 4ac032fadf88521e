import { MigrationInterface, QueryRunner } from 'typeorm';
import { grantToApp } from './app-role';

const UP = [
  // Issue 18.3 (ADR 0019): how far the server's own verification of a session has got, so that the next one
  // checks only the events after it. `hash` is the event's at `version`; `log_size`/`log_root` the signed
  // checkpoint every event up to `version` was proved a leaf of (0 / NULL before the first checkpoint).
  `CREATE TABLE verification_marks (
  club_id uuid NOT NULL,
  stream_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 0),
  hash text NOT NULL,
  log_size bigint NOT NULL DEFAULT 0 CHECK (log_size >= 0),
  log_root bytea NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT verification_marks_pkey PRIMARY KEY (club_id, stream_id)
)`,
  // A mark only moves forward: never back, never to another session, never deleted by the app.
  `CREATE FUNCTION verification_marks_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.club_id <> OLD.club_id OR NEW.stream_id <> OLD.stream_id THEN
    RAISE EXCEPTION 'a verification mark belongs to its session' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.version < OLD.version OR NEW.log_size < OLD.log_size THEN
    RAISE EXCEPTION 'a verification mark only moves forward (version % to %, log size % to %)',
      OLD.version, NEW.version, OLD.log_size, NEW.log_size USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$`,
  `CREATE TRIGGER verification_marks_forward BEFORE UPDATE ON verification_marks
  FOR EACH ROW EXECUTE FUNCTION verification_marks_forward_only()`,
  grantToApp('INSERT, SELECT', ['verification_marks']),
  grantToApp('UPDATE (version, hash, log_size, log_root, verified_at)', ['verification_marks']),
];

/** Issue 18.3: a verified-up-to mark per session, so a repeated verification costs only the new events. */
export class VerificationMarks1764400018900 implements MigrationInterface {
  name = 'VerificationMarks1764400018900';

  /** Creates `verification_marks`, its forward-only trigger and the app's grants. */
  async up(q: QueryRunner): Promise<void> {
    for (const sql of UP) await q.query(sql);
  }

  /** Drops them. */
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS verification_marks');
    await q.query('DROP FUNCTION IF EXISTS verification_marks_forward_only()');
  }
}
