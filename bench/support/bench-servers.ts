import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_HEAP_FLAGS } from '../../test/support/api-heap-flags';
import { ApiProcess, childServer, extraNodeArgs, freePort } from './api-process';

/** A comparison server: its script in this folder and any environment of its own. */
interface BenchServer {
  script: string;
  env?: Record<string, string>;
}

/** The servers `npm run bench:http` measures beside the API, each its own script in this folder. */
export const BENCH_SERVERS: Record<'raw' | 'fastify' | 'nest' | 'validated' | 'contract', BenchServer> = {
  /** The machine's limit: `node:http` alone (raw-insert-server.ts). */
  raw: { script: 'raw-insert-server.ts' },
  /** Fastify alone (fastify-insert-server.ts). */
  fastify: { script: 'fastify-insert-server.ts' },
  /** Nest on Fastify with one bare controller (nest-insert-server.ts). */
  nest: { script: 'nest-insert-server.ts' },
  /** The same with the API's ValidationPipe on the bare endpoint's DTO. */
  validated: { script: 'nest-insert-server.ts', env: { NEST_VALIDATION: '1' } },
  /** That, plus the key checked and `Ledger-Position` read as the API reads it: the least api.md asks of a write. */
  contract: { script: 'nest-insert-server.ts', env: { NEST_VALIDATION: '1', NEST_CONTRACT: '1' } },
};

/**
 * Starts one of the BENCH_SERVERS (a bare insert, see bare-insert.ts) as its own process on a free port,
 * with the API's heap flags, logged in with `databaseUrl`, inserting for `clubId`, with `env` added to its
 * environment; resolves once it answers.
 */
export async function startBenchServer(
  which: keyof typeof BENCH_SERVERS,
  databaseUrl: string,
  clubId: string,
  poolSize: number,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    // BENCH_SERVER_NODE_ARGS: extra node flags for these servers, as BENCH_API_NODE_ARGS for the API (e.g. --cpu-prof).
    [
      ...API_HEAP_FLAGS,
      ...extraNodeArgs('BENCH_SERVER_NODE_ARGS'),
      '-r',
      '@swc-node/register',
      path.join(__dirname, BENCH_SERVERS[which].script),
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        CLUB_ID: clubId,
        DATABASE_POOL_SIZE: String(poolSize),
        BENCH_SERVER_NAME: which,
        ...BENCH_SERVERS[which].env,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return childServer(child, port, '/', `the ${which} server`);
}
