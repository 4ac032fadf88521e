import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_HEAP_FLAGS } from '../../test/support/api-heap-flags';
import { ApiProcess, childServer, freePort } from './api-process';

/**
 * Starts raw-insert-server.ts (the bare `node:http` insert, the machine's limit) as its own process on a
 * free port, logged in with `databaseUrl`, inserting for `clubId`; resolves once it answers.
 */
export async function startRawServer(databaseUrl: string, clubId: string, poolSize: number): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...API_HEAP_FLAGS, '-r', '@swc-node/register', path.join(__dirname, 'raw-insert-server.ts')],
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
  return childServer(child, port, '/', 'the raw server');
}
