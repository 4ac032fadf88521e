import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.FAULTS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL 15 cluster of its own for a fault run (initdb in a temp folder, trust auth, fsync on,
 * its socket in that folder), so that restarting it disturbs nobody else's tests.
 */
export class ThrowawayCluster {
  readonly dir: string;

  constructor(readonly port: number) {
    this.dir = mkdtempSync(path.join(tmpdir(), 'ledger-faults-pg-'));
  }

  /** Owner URL of a database on this cluster. */
  url(db = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${db}`;
  }

  /** initdb and start. */
  init(): void {
    if (!existsSync(`${PG_BIN}/initdb`)) throw new Error(`no initdb in ${PG_BIN} (set FAULTS_PG_BIN)`);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(this.dir, uid, gid);
    this.asPostgres([`${PG_BIN}/initdb`, '-D', `${this.dir}/data`, '--auth=trust', '-U', 'postgres', '--no-sync']);
    this.start();
  }

  /** Starts the server (waits until it accepts connections). */
  start(): void {
    this.pgCtl([
      'start',
      '-w',
      '-l',
      `${this.dir}/server.log`,
      '-o',
      `-p ${this.port} -c fsync=on -c listen_addresses=127.0.0.1 -k ${this.dir} -c max_connections=200`,
    ]);
  }

  /**
   * Crash-restarts the server: `pg_ctl stop -m immediate` (no checkpoint, clients cut off, like a
   * power cut for the server process) then start, which replays the WAL.
   */
  crashRestart(): void {
    this.pgCtl(['stop', '-m', 'immediate', '-w']);
    this.start();
  }

  /** Stops the server and removes its folder. */
  destroy(): void {
    try {
      this.pgCtl(['stop', '-m', 'fast', '-w']);
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  private pgCtl(args: string[]): void {
    this.asPostgres([`${PG_BIN}/pg_ctl`, '-D', `${this.dir}/data`, ...args]);
  }

  private asPostgres(cmd: string[]): void {
    const asRoot = process.getuid?.() === 0;
    const r = spawnSync(asRoot ? 'runuser' : cmd[0], asRoot ? ['-u', 'postgres', '--', ...cmd] : cmd.slice(1), {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`${cmd.join(' ')}: ${r.stderr || r.stdout}`);
  }
}
