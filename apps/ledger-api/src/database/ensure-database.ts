import { Client } from 'pg';

/** Creates the database named in `url` if it does not exist yet (connecting to `postgres` to do so). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
  const maint = new URL(url);
  maint.pathname = '/postgres';
  const c = new Client({ connectionString: maint.toString() });
  await c.connect();
  try {
    const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await c.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (e) {
    if ((e as { code?: string }).code !== '42P04') throw e; // created concurrently
  } finally {
    await c.end();
  }
}
