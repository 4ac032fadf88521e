import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sleep } from './api-process';

const PG_BIN = process.env.FAULTS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Where pg_autoctl is (PATH, else Debian's PostgreSQL 15 bin folder), or undefined when it is not installed. */
export function findPgAutoctl(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_autoctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  return existsSync(`${PG_BIN}/pg_autoctl`) ? `${PG_BIN}/pg_autoctl` : undefined;
}

/** One node's state as the monitor sees it (`pgautofailover.current_state`). */
export interface NodeState {
  name: string;
  port: number;
  reported: string;
  assigned: string;
}

/** States in which a node takes writes. */
const WRITABLE = new Set(['primary', 'wait_primary', 'single']);

/**
 * A pg_auto_failover formation in a temporary folder (issue 20.3): a monitor and two PostgreSQL 15 nodes
 * on loopback ports, trust auth, no TLS, each node under its own `pg_autoctl run` (a background process
 * group). pg_autoctl and initdb refuse root: as root they run as the `postgres` OS user, who owns the folder.
 * With one standby and `number_sync_standbys` 0 (the default), the primary's `synchronous_standby_names`
 * names the standby while it is healthy, so a commit is acknowledged only once the standby has it.
 */
export class AutoFailoverFormation {
  readonly dir: string;
  private readonly runs = new Map<string, ChildProcess>();

  constructor(
    private readonly pgAutoctl: string,
    readonly monitorPort: number,
    readonly nodePorts: readonly number[],
  ) {
    this.dir = mkdtempSync(path.join(tmpdir(), 'ledger-failover-'));
    if (this.asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(this.dir, uid, gid);
    }
  }

  /** Node names, in the order of `nodePorts`. */
  get nodes(): string[] {
    return this.nodePorts.map((_, i) => `node${i + 1}`);
  }

  /** The monitor's URI for the nodes. */
  get monitorUri(): string {
    return `postgres://autoctl_node@127.0.0.1:${this.monitorPort}/pg_auto_failover?sslmode=disable`;
  }

  /** A superuser URL of database `db` on the node listening on `port`. */
  url(port: number, db = 'ledger'): string {
    return `postgres://postgres@127.0.0.1:${port}/${db}`;
  }

  /**
   * Creates and runs the monitor, then each node in turn (the first becomes the primary, the next ones
   * standbys cloned from it), and makes the monitor's health checks fast (the defaults wait 20-30 s before
   * acting on a lost node). Resolves once one node is primary and every other is secondary.
   */
  async create(timeoutMs = 120_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    this.autoctl([
      'create',
      'monitor',
      '--pgdata',
      `${this.dir}/monitor`,
      '--pgport',
      String(this.monitorPort),
      '--hostname',
      '127.0.0.1',
      '--listen',
      '127.0.0.1',
      '--auth',
      'trust',
      '--no-ssl',
    ]);
    this.run('monitor');
    await this.waitFor(async () => this.monitorQuery('SELECT 1').then(() => true), until, 'the monitor to answer');
    for (const sql of [
      'ALTER SYSTEM SET pgautofailover.health_check_period = 1000',
      'ALTER SYSTEM SET pgautofailover.health_check_timeout = 1000',
      'ALTER SYSTEM SET pgautofailover.health_check_max_retries = 1',
      'ALTER SYSTEM SET pgautofailover.health_check_retry_delay = 500',
      'ALTER SYSTEM SET pgautofailover.node_considered_unhealthy_timeout = 3000',
      'ALTER SYSTEM SET pgautofailover.primary_demote_timeout = 5000',
      'SELECT pg_reload_conf()',
    ])
      await this.monitorQuery(sql);
    for (const [i, name] of this.nodes.entries()) {
      this.autoctl([
        'create',
        'postgres',
        '--pgdata',
        `${this.dir}/${name}`,
        '--pgport',
        String(this.nodePorts[i]),
        '--pgctl',
        `${PG_BIN}/pg_ctl`,
        '--hostname',
        '127.0.0.1',
        '--listen',
        '127.0.0.1',
        '--auth',
        'trust',
        '--no-ssl',
        '--dbname',
        'ledger',
        '--name',
        name,
        '--monitor',
        this.monitorUri,
      ]);
      this.run(name);
      await this.waitFor(
        async () => {
          const states = await this.states();
          const me = states.find((s) => s.name === name);
          return (
            !!me && me.reported === me.assigned && (i === 0 ? WRITABLE.has(me.reported) : me.reported === 'secondary')
          );
        },
        until,
        `${name} to join`,
      );
    }
    await this.waitFor(
      async () => (await this.states()).some((s) => s.reported === 'primary' && s.assigned === 'primary'),
      until,
      'the primary with a synchronous standby',
    );
  }

  /** Every node's state, as the monitor reports it. */
  async states(): Promise<NodeState[]> {
    const rows = await this.monitorQuery<{ nodename: string; nodeport: number; reported: string; assigned: string }>(
      `SELECT nodename, nodeport, current_group_state::text AS reported, assigned_group_state::text AS assigned
         FROM pgautofailover.current_state('default') ORDER BY nodename`,
    );
    return rows.map((r) => ({ name: r.nodename, port: r.nodeport, reported: r.reported, assigned: r.assigned }));
  }

  /** The monitor's events since `since` (state changes and health), oldest first, as `+seconds node: reported → assigned (comment)`. */
  async eventsSince(since: number): Promise<string[]> {
    const rows = await this.monitorQuery<{
      t: number;
      nodename: string;
      reportedstate: string;
      goalstate: string;
      description: string;
    }>(
      `SELECT extract(epoch FROM eventtime) * 1000 AS t, nodename, reportedstate::text, goalstate::text, description
         FROM pgautofailover.event WHERE eventtime >= to_timestamp(${since / 1000}) ORDER BY eventid`,
    );
    return rows.map(
      (r) =>
        `+${((Number(r.t) - since) / 1000).toFixed(2)} s ${r.nodename}: ${r.reportedstate} → ${r.goalstate} (${r.description.slice(0, 110)})`,
    );
  }

  /** The node that takes writes now (reported and assigned writable), if any. */
  async writable(): Promise<NodeState | undefined> {
    return (await this.states()).find((s) => WRITABLE.has(s.reported) && s.reported === s.assigned);
  }

  /** The pid of a node's postmaster (first line of its `postmaster.pid`). */
  postmasterPid(name: string): number {
    return Number(readFileSync(`${this.dir}/${name}/postmaster.pid`, 'utf8').split('\n')[0]);
  }

  /** `synchronous_standby_names` of the node on `port` (empty: commits do not wait for a standby). */
  async synchronousStandbyNames(port: number): Promise<string> {
    const c = new Client({ connectionString: this.url(port, 'postgres') });
    await c.connect();
    try {
      return (await c.query<{ s: string }>('SELECT current_setting($1) AS s', ['synchronous_standby_names'])).rows[0].s;
    } finally {
      await c.end();
    }
  }

  /** Stops every `pg_autoctl run` (SIGTERM to its process group, SIGKILL after 20 s), any postmaster left, and removes the folder. */
  async destroy(keep = false): Promise<void> {
    for (const [, child] of [...this.runs].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const gone = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const t = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 20_000);
      await gone;
      clearTimeout(t);
    }
    for (const name of ['monitor', ...this.nodes]) {
      const pidFile = `${this.dir}/${name}/postmaster.pid`;
      if (!existsSync(pidFile)) continue;
      try {
        process.kill(this.postmasterPid(name), 'SIGKILL');
      } catch {
        /* not running */
      }
    }
    if (!keep) rmSync(this.dir, { recursive: true, force: true });
  }

  private get asRoot(): boolean {
    return process.getuid?.() === 0;
  }

  /** The command line that runs `cmd` as the postgres OS user when this process is root. */
  private asPostgres(cmd: string[]): [string, string[]] {
    const env = ['env', `PATH=${PG_BIN}:${process.env.PATH}`, `HOME=${this.dir}`];
    return this.asRoot ? ['runuser', ['-u', 'postgres', '--', ...env, ...cmd]] : [env[0], [...env.slice(1), ...cmd]];
  }

  private autoctl(args: string[]): void {
    const [cmd, argv] = this.asPostgres([this.pgAutoctl, ...args]);
    const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: this.dir, timeout: 120_000 });
    if (r.status !== 0)
      throw new Error(`pg_autoctl ${args.slice(0, 2).join(' ')}: ${(r.stderr || r.stdout).slice(-2000)}`);
  }

  /** `pg_autoctl run` for one node (or the monitor), in a process group of its own, logging to `<dir>/<name>.log`. */
  private run(name: string): void {
    const [cmd, argv] = this.asPostgres([this.pgAutoctl, 'run', '--pgdata', `${this.dir}/${name}`]);
    const log = `${this.dir}/${name}.log`;
    const child = spawn('sh', ['-c', `exec "$0" "$@" >>"${log}" 2>&1`, cmd, ...argv], {
      cwd: this.dir,
      detached: true,
      stdio: 'ignore',
    });
    this.runs.set(name, child);
  }

  private async monitorQuery<T extends object>(sql: string): Promise<T[]> {
    const c = new Client({
      connectionString: this.url(this.monitorPort, 'pg_auto_failover'),
      connectionTimeoutMillis: 3000,
    });
    c.on('error', () => undefined);
    await c.connect();
    try {
      return (await c.query<T>(sql)).rows;
    } finally {
      await c.end().catch(() => undefined);
    }
  }

  private async waitFor(check: () => Promise<boolean>, until: number, what: string): Promise<void> {
    let last: unknown;
    while (Date.now() < until) {
      try {
        if (await check()) return;
      } catch (e) {
        last = e;
      }
      await sleep(250);
    }
    throw new Error(
      `timed out waiting for ${what}${last ? ` (${(last as Error).message})` : ''} (logs in ${this.dir})`,
    );
  }
}
