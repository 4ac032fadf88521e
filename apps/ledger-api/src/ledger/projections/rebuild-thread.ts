import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ClientConfig, Pool } from 'pg';
import type { Copy } from './copy-in';
import type { FromRebuildThread, RebuildJob } from './rebuild-messages';

/** The worker script next to this file: compiled JavaScript, or TypeScript through swc under jest and ts runners. */
const SCRIPT = join(__dirname, `rebuild.worker${extname(__filename)}`);
const EXEC_ARGV = extname(__filename) === '.ts' ? ['-r', '@swc-node/register'] : [];
/**
 * An idle thread is kept this long after a rebuild: a new thread folds with cold code (V8 compiles the
 * fold, the views and the COPY text again), at about half the speed of a warm one over its first 100k
 * events, which a process that rebuilds again soon (the bench, an operator's retry) would pay each time.
 */
const IDLE_MS = 30_000;
/**
 * The thread's young generation: 48 MB (16 MB semi-spaces; the API's own are 8 MB since stop 25). A fold
 * allocates fast and briefly (parsed rows, states, views, COPY lines); with V8's default the thread's
 * CPU per 300k events was about 12% higher (1,297 → 1,144 ms of the process's CPU, medians of 6
 * in-process rounds). The thread lives only while rebuilds run (IDLE_MS).
 */
const THREAD_HEAP = { maxYoungGenerationSizeMb: 48 };
/** The pool settings a thread's connection is made from: plain values only (functions do not cross to a thread). */
const CONNECTION_KEYS = [
  'connectionString',
  'host',
  'port',
  'user',
  'password',
  'database',
  'ssl',
  'options',
  'connectionTimeoutMillis',
  'keepAlive',
] as const;
/** Pool settings that change what a connection does or reads, and that a thread could not have: no thread then. */
const OWN_KEYS = ['types', 'Client', 'stream', 'lookup'] as const;

/** What a rebuild hears from its thread: each batch to write (resolves once written). */
export type WriteBatch = (copies: Copy[], streams: number, events: number) => Promise<void>;

let kept: { worker: Worker; idle?: NodeJS.Timeout; jobs: number } | undefined;
let jobs = 0;

/**
 * The settings of `pool`'s connections as a thread can be given them, or undefined when a setting
 * cannot cross (a password function, custom type parsers, a socket factory): the rebuild then reads
 * and folds on its own.
 */
export function threadConnection(pool: Pool): ClientConfig | undefined {
  const options = (pool as Pool & { options: Record<string, unknown> }).options;
  if (OWN_KEYS.some((k) => options[k] !== undefined)) return undefined;
  const out: Record<string, unknown> = {};
  for (const k of CONNECTION_KEYS) if (options[k] !== undefined) out[k] = options[k];
  try {
    return structuredClone(out);
  } catch {
    return undefined;
  }
}

/**
 * Runs `job` (less its number) on the rebuild thread, started if none is kept: each batch the thread
 * sends is given to `write`, and the thread hears when it is written (its credit). Resolves when the
 * thread has sent its last batch and every batch given to `write` is written; rejects on the thread's
 * failure ("the rebuild thread failed: …", with the thread's own message), its exit or a failed write, and
 * the thread is then stopped (the next rebuild starts another).
 * `cancel` stops the thread at once (another reader failed): the job rejects.
 */
export function runOnRebuildThread(
  job: Omit<RebuildJob, 'type' | 'job'>,
  write: WriteBatch,
): { done: Promise<void>; cancel: () => void } {
  const t = thread();
  const id = ++jobs;
  const worker = t.worker;
  t.jobs++;
  clearTimeout(t.idle);
  worker.ref();
  let settle!: (e?: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    const writes: Promise<void>[] = [];
    let over = false;
    settle = (e?: Error) => {
      if (over) return;
      over = true;
      worker.off('message', onMessage);
      worker.off('error', settle);
      worker.off('exit', onExit);
      if (e !== undefined) {
        stop(worker);
        reject(e);
        return;
      }
      Promise.all(writes).then(() => resolve(), reject);
      idle(worker);
    };
    const onMessage = (m: FromRebuildThread) => {
      if (m.job !== id) return;
      if (m.type === 'batch') {
        const copies = m.copies.map((c) => ({
          sql: c.sql,
          data: Buffer.from(c.data.buffer, c.data.byteOffset, c.data.byteLength),
        }));
        const w = write(copies, m.streams, m.events);
        writes.push(w);
        w.then(() => !over && worker.postMessage({ type: 'written', job: id }), settle);
      } else if (m.type === 'done') settle();
      else settle(Object.assign(new Error(`the rebuild thread failed: ${m.message}`), { stack: m.stack }));
    };
    const onExit = (code: number) => settle(new Error(`the rebuild thread exited (code ${code})`));
    worker.on('message', onMessage);
    worker.on('error', settle);
    worker.on('exit', onExit);
    worker.postMessage({ type: 'rebuild', job: id, ...job } satisfies RebuildJob);
  });
  done.catch(() => undefined);
  return { done, cancel: () => settle(new Error('rebuild cancelled')) };
}

/** The kept thread, or a new one. */
function thread(): NonNullable<typeof kept> {
  if (kept) return kept;
  const worker = new Worker(SCRIPT, { execArgv: EXEC_ARGV, resourceLimits: THREAD_HEAP });
  const t = { worker, jobs: 0 };
  kept = t;
  worker.on('error', () => undefined); // reported to the job in progress, if any, by its own listener
  worker.once('exit', () => {
    if (kept === t) kept = undefined;
  });
  return t;
}

/** A job ended well: the thread is kept, unreferenced (it never holds the process up), for IDLE_MS. */
function idle(worker: Worker): void {
  const t = kept;
  if (!t || t.worker !== worker || --t.jobs > 0) return;
  worker.unref();
  t.idle = setTimeout(() => stop(worker, true), IDLE_MS);
  t.idle.unref();
}

/**
 * Stops the thread (after a failure: at once; idle: it closes its connection and ends): the next
 * rebuild starts another.
 */
function stop(worker: Worker, idle = false): void {
  if (kept?.worker === worker) {
    clearTimeout(kept.idle);
    kept = undefined;
  }
  if (idle) worker.postMessage({ type: 'close' });
  else void worker.terminate();
}
