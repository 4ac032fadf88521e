import type { ClientConfig, Pool, PoolClient } from 'pg';
import { Copy, CopyIn } from './copy-in';
import { foldChunks } from './fold-chunks';
import { handled, QueryChain } from './query-chain';
import { CHUNK_BOUNDS, ChunkClaims, StreamKey } from './rebuild-chunks';
import { runOnRebuildThread, threadConnection } from './rebuild-thread';
import { PROJECTION_TABLE_NAMES } from './projection-tables';
import { StreamFolder, StreamRebuildProgress } from './stream-folder';

export type { StreamRebuildProgress } from './stream-folder';

/**
 * The rebuild thread joins from this many events (the table's statistics, pg_class.reltuples): below,
 * the thread's cold start (V8 compiling the fold anew) and its share of CPU on a machine with no idle
 * core cost more than it saves (the bench at 100k and 300k events on the shared machine: 0.52-0.69 of the
 * raw read with the thread, 0.53-0.89 without; at 1M 0.66-0.77 with, 0.44-0.74 without; ADR 0006, stop 22).
 */
export const MIN_THREAD_EVENTS = 500_000;

/** How to rebuild. */
export interface StreamRebuildOptions {
  /** false: every chunk read and folded on the calling thread, no rebuild thread (default true). */
  thread?: boolean;
  /** The thread joins from this many events in the table, by its statistics (default MIN_THREAD_EVENTS). */
  minThreadEvents?: number;
}

/** A finished rebuild: its progress at the end, and how many of the streams the rebuild thread folded. */
export interface StreamRebuildResult extends StreamRebuildProgress {
  /** Streams folded on the rebuild thread (0: every one here). */
  threadStreams: number;
}

/**
 * The bodies the rebuild writes compressed by lz4 where the server has it (pglz otherwise, the
 * default): a deal's body (3 kB of JSON) is compressed on the way into the table, and pglz was about a
 * fifth of the writer's CPU. For this transaction only; the values read back are the same.
 */
const LZ4 = `SELECT set_config('default_toast_compression', CASE WHEN 'lz4' = ANY (enumvals) THEN 'lz4' ELSE boot_val END, true)
  FROM pg_settings WHERE name = 'default_toast_compression'`;

/** Batches of each folder (this thread's, the rebuild thread's) queued on the writer before it waits for the oldest. */
const MAX_WRITES = 8;

/**
 * The rebuild in one pass over the events, on two threads: the streams, in (club, stream) order, are
 * cut into chunks (CHUNK_BOUNDS, from the skip scan that counts them), and this thread and a worker
 * thread (rebuild.worker.ts) each claim the next free chunk, read it with a cursor of their own in the
 * SAME snapshot (exported by this reader, joined by the thread's and the writer), fold each stream as
 * its rows arrive and make COPY batches (StreamFolder, ProjectionCopy). Every batch, the thread's
 * included, is written by ONE writer in ONE transaction that began with the TRUNCATE: readers see the
 * old rows until it commits, and a failure anywhere (either reader, the thread, a write) rolls it
 * all back. Same rows, byte for byte, as the stream-by-stream rebuild (`projectionRows` of the whole
 * stream). Under MIN_SPLIT_STREAMS streams or MIN_THREAD_EVENTS events, or when the pool's settings
 * cannot be given to a thread, one chunk read and folded here alone.
 *
 * Start-up is chained, not awaited step by step (QueryChain: each of a connection's queries is sent as soon
 * as the one before has answered), so the reader exports its snapshot and cuts the chunks in one go, and
 * the writer joins the snapshot and truncates in one round trip while the first pages are read and folded;
 * the COPY batches follow on the writer's chain.
 */
export async function rebuildProjectionsStreaming(
  pool: Pool,
  onProgress: (p: StreamRebuildProgress) => void = NO_PROGRESS,
  options: StreamRebuildOptions = {},
): Promise<StreamRebuildResult> {
  const reader = await pool.connect();
  const writer = await pool.connect();
  const writes = new Writes(writer);
  let failed: unknown;
  try {
    const starting = new QueryChain();
    const began = starting.run(() => reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY'));
    const exported = starting.run(() => reader.query<{ s: string }>('SELECT pg_export_snapshot() AS s'));
    const cut = starting.run(() => reader.query<{ n: string; c: string; st: string; est: number }>(CHUNK_BOUNDS));
    await began;
    const snapshot = (await exported).rows[0].s;
    // The writer in the reader's snapshot (the server's own id: no parameter allowed here), the
    // truncation first. Safe with synchronous_commit off: a rebuild lost in a crash is simply run again
    // (the events are the truth).
    const joined = writes.run(() =>
      writer.query(
        `BEGIN ISOLATION LEVEL REPEATABLE READ; SET TRANSACTION SNAPSHOT '${snapshot}'; SET LOCAL synchronous_commit = off; ${LZ4}; TRUNCATE ${PROJECTION_TABLE_NAMES}`,
      ),
    );
    const rows = (await cut).rows;
    const progress: StreamRebuildProgress = { streamsDone: 0, streams: rows.length ? Number(rows[0].n) : 0, events: 0 };
    const split =
      options.thread !== false && rows.length > 1 && rows[0].est >= (options.minThreadEvents ?? MIN_THREAD_EVENTS);
    const connection = split ? threadConnection(pool) : undefined;
    // Without the thread, one chunk (one cursor over every event).
    const bounds = rows.slice(0, connection ? rows.length : 1).map((r): StreamKey => [r.c, r.st]);
    const claims = new ChunkClaims(bounds);
    const threadStreams = await foldAll(reader, connection, snapshot, claims, writes, progress, onProgress);
    await joined;
    await writes.all();
    await writer.query('COMMIT');
    return { ...progress, threadStreams };
  } catch (e) {
    failed = e;
    // after what the writer was sent (each answered at once once the transaction has failed)
    await writes.run(() => writer.query('ROLLBACK')).catch(() => undefined);
    throw e;
  } finally {
    await reader.query('ROLLBACK').catch(() => undefined);
    reader.release(failed instanceof Error ? failed : undefined);
    writer.release(failed instanceof Error ? failed : undefined);
  }
}

/** The default progress callback: one function for every rebuild (no new call target per call). */
const NO_PROGRESS = (): void => undefined;

/**
 * Folds every chunk, here and, given the thread's connection settings, on the rebuild thread; resolves
 * when both are done and their batches are given to the writer, with the number of streams the thread
 * folded. When one side fails the other is stopped (the thread terminated, this reader at its next
 * page) before the failure is thrown.
 */
async function foldAll(
  reader: PoolClient,
  connection: ClientConfig | undefined,
  snapshot: string,
  claims: ChunkClaims,
  writes: Writes,
  progress: StreamRebuildProgress,
  onProgress: (p: StreamRebuildProgress) => void,
): Promise<number> {
  let threadStreams = 0;
  const thread = connection
    ? runOnRebuildThread(
        { connection, snapshot, bounds: [...claims.bounds], claims: claims.buffer, credit: MAX_WRITES },
        (copies, streams, events) => {
          threadStreams += streams;
          progress.streamsDone += streams;
          progress.events += events;
          onProgress(progress);
          return writes.send(copies);
        },
      )
    : undefined;
  let threadFailed: Error | undefined;
  thread?.done.catch((e: Error) => (threadFailed = e));
  const mine: Promise<void>[] = [];
  const write = async (copies: Copy[]) => {
    if (mine.length >= MAX_WRITES) await mine.shift();
    mine.push(writes.send(copies));
  };
  const here = handled(foldChunks(reader, claims, new StreamFolder(progress, onProgress), write, () => threadFailed));
  try {
    await Promise.all([here, thread?.done]);
  } catch (e) {
    thread?.cancel();
    await here.catch(() => undefined);
    throw e;
  }
  return threadStreams;
}

/** The writer's COPY batches, in the order given (one connection, one chain), each to be awaited before the commit. */
class Writes extends QueryChain {
  private readonly sent: Promise<void>[] = [];

  constructor(private readonly writer: PoolClient) {
    super();
  }

  /** Queues a batch; resolves when the server has written it. */
  send(copies: Copy[]): Promise<void> {
    const done = this.run(() => this.writer.query(new CopyIn(copies)).done);
    this.sent.push(done);
    return done;
  }

  /** Resolves when every batch sent so far is written; rejects with the first failure. */
  async all(): Promise<void> {
    await Promise.all(this.sent);
  }
}
