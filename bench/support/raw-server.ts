import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiProcess, freePort } from './api-process';

/**
 * Starts raw-insert-server.ts (the bare `node:http` insert, the machine's limit) as its own process on a
 * free port, logged in with `databaseUrl`, inserting for `clubId`; resolves once it answers.
 */
export async function startRawServer(databaseUrl: string, clubId: string, poolSize: number): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=192', '-r', '@swc-node/register', path.join(__dirname, 'raw-insert-server.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        CLUB_ID: clubId,
        DATABASE_POOL_SIZE: String(poolSize),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the raw server exited with ${child.exitCode}`);
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
