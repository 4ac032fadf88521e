import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 18: the app may forget idempotency keys past their retention (never events). */
export class IdempotencyRetention1764400018100 implements MigrationInterface {
  name = 'IdempotencyRetention1764400018100';

  /** Lets the app role delete idempotency keys, and finds old ones by age. */
  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)');
    await q.query('GRANT DELETE ON idempotency_keys TO ledger_app');
  }

  /** Takes both back. */
  async down(q: QueryRunner): Promise<void> {
    await q.query('REVOKE DELETE ON idempotency_keys FROM ledger_app');
    await q.query('DROP INDEX IF EXISTS idempotency_keys_created_at_idx');
  }
}
