import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { API_HEAP_FLAGS } from '../../test/support/api-heap-flags';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** The compiled API entry point. */
export const MAIN = path.join(ROOT, 'dist/apps/ledger-api/apps/ledger-api/src/main.js');

/** Builds the API once if the build output is missing (or when `rebuild` is set). */
export function ensureBuilt(rebuild = false): void {
  if (existsSync(MAIN) && !rebuild) return;
  const r = spawnSync('npx', ['nest', 'build', 'ledger-api'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('nest build failed');
}

/** A free TCP port on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Extra node flags for a benchmark's server process from the environment variable `name` (space-separated). */
export function extraNodeArgs(name: string): string[] {
  return (process.env[name] ?? '').split(' ').filter(Boolean);
}

/** A running API process. */
export interface ApiProcess {
  port: number;
  child: ChildProcess;
  /** Resident set size of the API process now, in MB (from /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts the built API on a free port logged in with `databaseUrl` (an app login: `TestDatabase.appUrl`); resolves once /health/ready answers. */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
  extraArgs: readonly string[] = [],
): Promise<ApiProcess> {
  const port = await freePort();
  // BENCH_API_NODE_ARGS: extra node flags for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  // The API runs as `npm start` and the Dockerfile run it (API_HEAP_FLAGS).
  // BENCH_API_STDOUT=1 passes the API's stdout through (e.g. with --trace-gc).
  const nodeArgs = [...API_HEAP_FLAGS, ...extraArgs, ...extraNodeArgs('BENCH_API_NODE_ARGS')];
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', process.env.BENCH_API_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  return childServer(child, port, '/health/ready', 'the API');
}

/**
 * Waits (up to 20 s) until the child answers `readyPath` on `port` with 2xx, then wraps it as an ApiProcess
 * (its RSS from /proc, a SIGTERM stop); throws if it exits first. Shared by the API and the raw server.
 */
export async function childServer(
  child: ChildProcess,
  port: number,
  readyPath: string,
  name: string,
): Promise<ApiProcess> {
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const ok = await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
  }
  return {
    port,
    child,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
