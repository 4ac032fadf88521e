import { execFile } from 'node:child_process';
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ensureLoginRole } from '../../apps/ledger-api/src/database/app-login-role';
import { withDatabase, withLogin } from '../../apps/ledger-api/src/database/database-url';
import { runMigrations } from '../../migrations/run-migrations';
import { freePort } from '../faults/support/free-port';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (package postgresql-15); `PG15_BIN` names another folder of the same major. */
export const PG15_BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';

/** A primary and a hot standby streaming from it, in a temporary folder on loopback ports. */
export interface StandbyPair {
  /** Superuser URLs (trust on 127.0.0.1) of database `postgres`. */
  primaryUrl: string;
  standbyUrl: string;
  /** Milliseconds each step took: initdb, primary start, pg_basebackup, standby start. */
  timings: Record<string, number>;
  /** Stops the standby only (fast shutdown: its connections are closed). */
  stopStandby(): Promise<void>;
  /** Starts the stopped standby again (it resumes streaming from the primary). */
  startStandby(): Promise<void>;
  /** Stops both servers and removes the folder. */
  stop(): Promise<void>;
}

/** The binaries, or an error naming what is missing and how to get it (never a skip). */
function binaries(): Record<'initdb' | 'pg_ctl' | 'pg_basebackup', string> {
  const bins = {
    initdb: path.join(PG15_BIN, 'initdb'),
    pg_ctl: path.join(PG15_BIN, 'pg_ctl'),
    pg_basebackup: path.join(PG15_BIN, 'pg_basebackup'),
  };
  for (const [name, file] of Object.entries(bins)) {
    try {
      accessSync(file, constants.X_OK);
    } catch {
      throw new Error(
        `the replica test needs PostgreSQL 15's ${name} at ${file} (Debian: apt-get install postgresql-15; or set PG15_BIN to a folder holding initdb, pg_ctl and pg_basebackup of major 15)`,
      );
    }
  }
  return bins;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary; as root, as the user `postgres` (initdb and the server refuse root). */
async function pg(file: string, args: string[]): Promise<void> {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    await run(cmd, argv, { timeout: 60_000 });
  } catch (e) {
    const err = e as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${path.basename(file)} ${args.join(' ')} failed: ${err.stderr || err.stdout || err.message}`, {
      cause: e,
    });
  }
}

function tail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '(no log)';
}

/** Waits until `url` answers `SELECT 1`. */
async function answers(url: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.query('SELECT 1');
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await c.end().catch(() => undefined);
    }
  }
}

/**
 * Builds a primary (`initdb`) and a hot standby of it (`pg_basebackup -R`, streaming), each on a free
 * loopback port, in a new temporary folder; as root the servers run as `postgres`. Both are fast and
 * unsafe on a crash (`fsync = off`): test clusters only.
 */
export async function startStandbyPair(): Promise<StandbyPair> {
  const bin = binaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'ledger-replica-'));
  const primary = path.join(dir, 'primary');
  const standby = path.join(dir, 'standby');
  const timings: Record<string, number> = {};
  const [pPort, sPort] = [await freePort(), await freePort()];
  let started: string[] = [];
  const stop = async () => {
    for (const data of started.reverse())
      await pg(bin.pg_ctl, ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    started = [];
    rmSync(dir, { recursive: true, force: true });
  };
  const step = async (name: string, fn: () => Promise<void>) => {
    const t = performance.now();
    await fn();
    timings[name] = Math.round(performance.now() - t);
  };
  try {
    if (isRoot) {
      const pw = readFileSync('/etc/passwd', 'utf8').match(/^postgres:[^:]*:(\d+):(\d+):/m);
      if (!pw) throw new Error('running as root, the replica test needs the user "postgres" to run PostgreSQL as');
      chownSync(dir, Number(pw[1]), Number(pw[2]));
    }
    await step('initdb', () =>
      pg(bin.initdb, ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']),
    );
    const conf = [
      `port = ${pPort}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = ''`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'fsync = off',
      'full_page_writes = off',
      'shared_buffers = 16MB',
      'max_connections = 60',
    ];
    appendFileSync(path.join(primary, 'postgresql.conf'), `\n${conf.join('\n')}\n`);
    started.push(primary);
    await step('primaryStart', () =>
      pg(bin.pg_ctl, ['-D', primary, '-l', path.join(dir, 'primary.log'), '-w', '-t', '30', 'start']),
    );
    await step('basebackup', () =>
      pg(bin.pg_basebackup, [
        ...['-h', '127.0.0.1', '-p', String(pPort), '-U', 'postgres'],
        ...['-D', standby, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
      ]),
    );
    appendFileSync(path.join(standby, 'postgresql.conf'), `\nport = ${sPort}\n`);
    started.push(standby);
    await step('standbyStart', () =>
      pg(bin.pg_ctl, ['-D', standby, '-l', path.join(dir, 'standby.log'), '-w', '-t', '30', 'start']),
    );
    const primaryUrl = `postgres://postgres@127.0.0.1:${pPort}/postgres`;
    const standbyUrl = `postgres://postgres@127.0.0.1:${sPort}/postgres`;
    await answers(primaryUrl);
    await answers(standbyUrl);
    const stopStandby = async () => {
      await pg(bin.pg_ctl, ['-D', standby, '-m', 'fast', '-w', 'stop']);
      started = started.filter((d) => d !== standby);
    };
    const startStandby = async () => {
      started.push(standby);
      await pg(bin.pg_ctl, ['-D', standby, '-l', path.join(dir, 'standby.log'), '-w', '-t', '30', 'start']);
      await answers(standbyUrl);
    };
    return { primaryUrl, standbyUrl, timings, stopStandby, startStandby, stop };
  } catch (e) {
    const logs = `primary log:\n${tail(path.join(dir, 'primary.log'))}\nstandby log:\n${tail(path.join(dir, 'standby.log'))}`;
    await stop();
    throw new Error(`${e instanceof Error ? e.message : String(e)}\n${logs}`, { cause: e });
  }
}

/**
 * The ledger's database on the pair's primary, as a deployment has it: `ledger` created and migrated by the
 * owner, and the app's login `ledger_api` (a member of `ledger_app`, never the owner) with a fresh password.
 * Returns the owner's URL of `ledger` and that login's URL (the roles replicate: it works on the standby too).
 */
export async function ledgerOnPrimary(
  pair: StandbyPair,
): Promise<{ ownerUrl: string; loginUrl: string; password: string }> {
  const admin = new Client({ connectionString: pair.primaryUrl });
  await admin.connect();
  try {
    await admin.query('CREATE DATABASE ledger');
    const ownerUrl = withDatabase(pair.primaryUrl, 'ledger');
    await runMigrations(ownerUrl);
    const password = randomBytes(12).toString('hex');
    await ensureLoginRole(admin, 'ledger_api', password);
    return { ownerUrl, loginUrl: withLogin(ownerUrl, 'ledger_api', password), password };
  } finally {
    await admin.end();
  }
}
