import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Issue 6, least privilege: through the app's own DataSource (its pool connects with
 * `-c role=ledger_app`), the events table takes INSERT and SELECT and nothing else. The refusals must
 * come from the grants (SQLSTATE 42501), not only from the immutability trigger behind them.
 */
describe('least privilege in the database (role ledger_app)', () => {
  let t: TestApp;
  let ds: DataSource;
  const club = randomUUID();
  const stream = randomUUID();

  beforeAll(async () => {
    t = await startTestApp('int_privilege');
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
  });

  const insert = (version: number) =>
    ds.query(
      `INSERT INTO events (club_id, stream_id, version, type, data, recorded_at, prev_hash, hash)
       VALUES ($1, $2, $3, 'PrivilegeProbe', '{}'::jsonb, now(), NULL, 'probe')`,
      [club, stream, version],
    );

  async function refusal(sql: string): Promise<string | undefined> {
    try {
      await ds.query(sql, sql.includes('$1') ? [club] : []);
      return undefined;
    } catch (e) {
      return (e as { code?: string }).code;
    }
  }

  it('acts as ledger_app on every pooled connection', async () => {
    const rows = await Promise.all(
      Array.from({ length: 5 }, () => ds.query('SELECT current_user AS u, session_user AS s')),
    );
    for (const [r] of rows) expect(r.u).toBe('ledger_app');
  });

  it('may INSERT and SELECT events', async () => {
    await insert(1);
    const rows = await ds.query('SELECT type FROM events WHERE club_id = $1', [club]);
    expect(rows).toEqual([{ type: 'PrivilegeProbe' }]);
  });

  it.each([
    ['UPDATE', `UPDATE events SET type = 'Tampered' WHERE club_id = $1`],
    ['DELETE', 'DELETE FROM events WHERE club_id = $1'],
    ['TRUNCATE', 'TRUNCATE events'],
  ])('may not %s events: permission denied (42501)', async (_op, sql) => {
    expect(await refusal(sql)).toBe('42501');
    const rows = await ds.query('SELECT type FROM events WHERE club_id = $1', [club]);
    expect(rows).toEqual([{ type: 'PrivilegeProbe' }]);
  });

  it('may not delete idempotency keys, nor rewrite anything but a missing result', async () => {
    expect(await refusal('DELETE FROM idempotency_keys WHERE club_id = $1')).toBe('42501');
    expect(await refusal(`UPDATE idempotency_keys SET request_hash = 'x' WHERE club_id = $1`)).toBe('42501');
  });

  it('and even the owner cannot change an event: the trigger refuses it (second line of defence)', async () => {
    const owner = new Client({ connectionString: t.db.url });
    await owner.connect();
    try {
      const code = await owner.query(`UPDATE events SET type = 'Tampered' WHERE club_id = $1`, [club]).then(
        () => undefined,
        (e: { code?: string }) => e.code,
      );
      expect(code).toBe('23001');
      const del = await owner.query('DELETE FROM events WHERE club_id = $1', [club]).then(
        () => undefined,
        (e: { code?: string }) => e.code,
      );
      expect(del).toBe('23001');
    } finally {
      await owner.end();
    }
  });
});
