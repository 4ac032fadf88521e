import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository the fault runs are started from. */
export const ROOT = path.resolve(__dirname, '../../..');
/** The compiled API entry point. */
export const MAIN = path.join(ROOT, 'dist/apps/ledger-api/apps/ledger-api/src/main.js');

/** Builds the API once (`npx nest build ledger-api`); FAULTS_SKIP_BUILD=1 reuses an existing build. */
export function buildApi(): void {
  if (process.env.FAULTS_SKIP_BUILD === '1' && existsSync(MAIN)) return;
  const r = spawnSync('npx', ['nest', 'build', 'ledger-api'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(MAIN)) throw new Error('nest build failed');
}

/** {@link buildApi} without blocking the event loop, so that other set-up (a database cluster) runs meanwhile. */
export async function buildApiInBackground(): Promise<void> {
  if (process.env.FAULTS_SKIP_BUILD === '1' && existsSync(MAIN)) return;
  const child = spawn('npx', ['nest', 'build', 'ledger-api'], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 || !existsSync(MAIN)) throw new Error('nest build failed');
}

/** A built API process on a fixed port that can be killed and started again. */
export class ApiProcess {
  child?: ChildProcess;
  starts = 0;
  /** When the current process was spawned (Date.now()); `--trace-gc` times count from about then. */
  spawnedAt = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly logFile: string,
    private readonly nodeArgs: string[] = [],
  ) {}

  /** Base URL of this process. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and resolves once `/health/ready` answers 200. */
  async start(timeoutMs = 60_000): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, [...this.nodeArgs, MAIN], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    this.child = child;
    this.spawnedAt = Date.now();
    this.starts++;
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode} (see ${this.logFile})`);
      const ok = await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(100);
    }
    throw new Error(`${this.name} not ready after ${timeoutMs} ms`);
  }

  /** SIGKILL: no shutdown hook runs, in-flight requests and transactions die with it. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  /** SIGTERM and wait for the exit. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(t);
  }

  /** Resident set size now, in MB (`VmRSS` of `/proc/<pid>/status`). */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.child!.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN) / 1024;
  }
}

/**
 * The live heap after each full (mark-compact) GC, in MB, from `--trace-gc` lines of a log such as
 * `[pid:0x…]  5012 ms: Mark-Compact 61.2 (75.0) -> 40.1 (71.3) MB, …`; `ms` is time since start.
 */
export function liveHeapAfterFullGcs(log: string): { ms: number; mb: number }[] {
  const out: { ms: number; mb: number }[] = [];
  for (const m of log.matchAll(/(\d+) ms: Mark-Compact[^\n]*?-> ([\d.]+) \(/g))
    out.push({ ms: Number(m[1]), mb: Number(m[2]) });
  return out;
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
