import { Client, Pool, PoolClient, PoolConfig, QueryResult } from 'pg';

const INSERT = 'INSERT INTO bench_bare (club_id, session_id, data) VALUES ($1, $2, $3)';

/**
 * What every server of `npm run bench:http` does with the database for one bare request (the bare Nest
 * endpoint, bench-endpoints/bare-insert.controller.ts, does the same): on a checked-out client, BEGIN, one
 * INSERT into `bench_bare` with the body as JSON, COMMIT (ROLLBACK on a failure).
 */
export async function insertBare(pool: Pick<Pool, 'connect'>, club: string, body: { session: string }): Promise<void> {
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
 * A bench server's pool, ended on SIGUSR2 and replaced by a new one that connects again as it is used: bench:http
 * signals a server right after its own round (and waits for its backends to go), so that its connections neither
 * stay open beside every other server's (six pools of 16 and the API's would pass PostgreSQL's 100 connections) nor
 * close on `pg`'s idle timer in the middle of the next kind's round (the backends' exits stopped every process on the
 * machine for 50-90 ms; stop 34). Idle connections are otherwise kept (`idleTimeoutMillis: 0`).
 */
export class DrainablePool {
  private current: Pool;
  private readonly onSignal = () => this.drain();

  constructor(private readonly config: PoolConfig) {
    this.current = new Pool(config);
    process.on('SIGUSR2', this.onSignal);
  }

  /** A client of the pool in use. */
  connect(): Promise<PoolClient> {
    return this.current.connect();
  }

  /** One statement on the pool in use. */
  query(text: string, values?: unknown[]): Promise<QueryResult> {
    return this.current.query(text, values);
  }

  /** Ends the pool in use (at the server's exit) and stops listening for SIGUSR2. */
  end(): Promise<void> {
    process.off('SIGUSR2', this.onSignal);
    return this.current.end();
  }

  private drain(): void {
    const old = this.current;
    this.current = new Pool(this.config);
    void old.end();
  }
}

/** The `application_name` of a bench server's connections (`BENCH_SERVER_NAME`), by which bench:http sees them go. */
export function benchApplicationName(server: string): string {
  return `bench-${server}`;
}

/**
 * Waits (polling every 20 ms, up to `timeoutMs`) until PostgreSQL shows `count` connections named `applicationName`,
 * asking on `db`; returns the count last seen (bench:http after a drain, and the DrainablePool's spec).
 */
export async function untilConnections(
  db: Pick<Client, 'query'>,
  applicationName: string,
  count: number,
  timeoutMs = 5_000,
): Promise<number> {
  const seen = async () =>
    (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [
        applicationName,
      ])
    ).rows[0].n;
  const until = Date.now() + timeoutMs;
  let n = await seen();
  while (n !== count && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    n = await seen();
  }
  return n;
}

/**
 * A bench server process's settings, from its environment: DATABASE_URL, DATABASE_POOL_SIZE (16), BENCH_SERVER_NAME
 * (its connections' application_name), CLUB_ID, PORT; the pool is a DrainablePool.
 */
export function benchServerEnv(): { pool: DrainablePool; club: string; port: number } {
  return {
    pool: benchPool(Number(process.env.DATABASE_POOL_SIZE ?? 16)),
    club: process.env.CLUB_ID ?? '',
    port: Number(process.env.PORT),
  };
}

/** A DrainablePool of `max` connections logged in with DATABASE_URL, named for BENCH_SERVER_NAME. */
export function benchPool(max: number): DrainablePool {
  return new DrainablePool({
    connectionString: process.env.DATABASE_URL,
    max,
    idleTimeoutMillis: 0,
    application_name: benchApplicationName(process.env.BENCH_SERVER_NAME ?? 'server'),
  });
}
