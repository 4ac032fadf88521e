import { MigrationInterface, QueryRunner } from 'typeorm';

const UP = [
  `ALTER TABLE api_keys ADD COLUMN expires_at timestamptz NULL, ADD COLUMN last_used_at timestamptz NULL`,
  // The app may only stamp a key as used (coarsely) or revoked; never change its hash, role or club.
  `GRANT UPDATE (last_used_at) ON api_keys TO ledger_app`,
];

/** Issue 18: keys may expire, and remember (coarsely) when they were last used. */
export class KeyLifecycle1764400018000 implements MigrationInterface {
  name = 'KeyLifecycle1764400018000';

  /** Adds `expires_at` and `last_used_at` to `api_keys`. */
  async up(q: QueryRunner): Promise<void> {
    for (const sql of UP) await q.query(sql);
  }

  /** Drops the two columns. */
  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE api_keys DROP COLUMN IF EXISTS expires_at, DROP COLUMN IF EXISTS last_used_at');
  }
}
