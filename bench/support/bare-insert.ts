import { Pool } from 'pg';

const INSERT = 'INSERT INTO bench_bare (club_id, session_id, data) VALUES ($1, $2, $3)';

/**
 * What every server of `npm run bench:http` does with the database for one bare request (the bare Nest
 * endpoint, bench-endpoints/bare-insert.controller.ts, does the same): on a checked-out client, BEGIN, one
 * INSERT into `bench_bare` with the body as JSON, COMMIT (ROLLBACK on a failure).
 */
export async function insertBare(pool: Pool, club: string, body: { session: string }): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    try {
      await c.query(INSERT, [club, body.session, JSON.stringify(body)]);
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    }
  } finally {
    c.release();
  }
}

/**
 * A bench server process's settings, from its environment: DATABASE_URL, DATABASE_POOL_SIZE (16),
 * DATABASE_POOL_IDLE_MS (as the API reads it: `pg`'s 10 s unless given, 0 keeps idle connections), CLUB_ID, PORT.
 */
export function benchServerEnv(): { pool: Pool; club: string; port: number } {
  return {
    pool: new Pool({
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 16),
      idleTimeoutMillis: poolIdleMs(),
    }),
    club: process.env.CLUB_ID ?? '',
    port: Number(process.env.PORT),
  };
}

/** `DATABASE_POOL_IDLE_MS` from the environment, `pg`'s own 10 s when unset. */
export function poolIdleMs(): number {
  return Number(process.env.DATABASE_POOL_IDLE_MS ?? 10_000);
}
