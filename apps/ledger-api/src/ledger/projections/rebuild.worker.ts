import { parentPort } from 'node:worker_threads';
import { Client } from 'pg';
import type { Copy } from './copy-in';
import { foldChunks } from './fold-chunks';
import { ChunkClaims } from './rebuild-chunks';
import { FromRebuildThread, RebuildJob, THREAD_APPLICATION, ToRebuildThread } from './rebuild-messages';
import { StreamFolder, StreamRebuildProgress } from './stream-folder';

// A rebuild's second reader and folder (rebuild-thread.ts): it joins the rebuild's snapshot on a
// connection of its own, folds the chunks it claims and sends each batch of COPY text to the rebuild,
// which writes every batch on its one writer, in its one transaction.
const port = parentPort!;
const post = (m: FromRebuildThread, transfer?: ArrayBuffer[]) => port.postMessage(m, transfer);
/** Per job: resolves the wait for a written batch when the rebuild says one was written. */
const credits = new Map<number, Credit>();
/**
 * A reader's connection not in use, kept from one job to the next while the settings stay the same: a
 * new server backend spent about 300 ms more CPU reading 300k events than one that had read before
 * (its first touch of each shared buffer), as long again as the whole rebuild's writer.
 */
let spare: Reader | undefined;

interface Reader {
  key: string;
  client: Client;
}

port.on('message', (m: ToRebuildThread) => {
  if (m.type === 'written') credits.get(m.job)?.release();
  else if (m.type === 'close') void end(spare).then(() => port.close());
  else void run(m);
});

/** The spare connection if it was made with these settings, else a new one. */
async function take(job: RebuildJob): Promise<Reader> {
  const key = JSON.stringify(job.connection);
  const s = spare;
  spare = undefined;
  if (s?.key === key) return s;
  await end(s);
  const client = new Client({ ...job.connection, application_name: THREAD_APPLICATION });
  const reader = { key, client };
  // A connection lost while in use fails the query in flight (reported by run); lost while spare, it is dropped.
  client.on('error', () => void (spare === reader && end(reader)));
  await client.connect();
  return reader;
}

/** Keeps a connection whose transaction is over as the spare (one only). */
function giveBack(r: Reader): void {
  if (spare) void end(r);
  else spare = r;
}

async function end(r: Reader | undefined): Promise<void> {
  if (r) spare = spare === r ? undefined : spare;
  await r?.client.end().catch(() => undefined);
}

async function run(job: RebuildJob): Promise<void> {
  const credit = new Credit(job.credit);
  credits.set(job.job, credit);
  let reader: Reader | undefined;
  try {
    reader = await take(job);
    await reader.client.query(
      `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET TRANSACTION SNAPSHOT '${job.snapshot}'`,
    );
    const progress: StreamRebuildProgress = { streamsDone: 0, streams: 0, events: 0 };
    const sent = { streams: 0, events: 0 };
    const folder = new StreamFolder(progress, NO_PROGRESS);
    const write = async (copies: Copy[]) => {
      await credit.take();
      const streams = progress.streamsDone - sent.streams;
      const events = progress.events - sent.events;
      sent.streams = progress.streamsDone;
      sent.events = progress.events;
      // Each table's rows are a buffer of their own (CopyBuffer, never pooled): moved, not copied.
      post(
        { type: 'batch', job: job.job, copies: copies.map((c) => ({ sql: c.sql, data: c.data })), streams, events },
        copies.map((c) => c.data.buffer as ArrayBuffer),
      );
    };
    await foldChunks(reader.client, new ChunkClaims(job.bounds, job.claims), folder, write);
    await reader.client.query('ROLLBACK');
    giveBack(reader);
    post({ type: 'done', job: job.job });
  } catch (e) {
    // The connection may be anywhere in the protocol: closed, not kept.
    void end(reader);
    const err = e instanceof Error ? e : new Error(String(e));
    post({ type: 'failed', job: job.job, message: err.message, stack: err.stack });
  } finally {
    credits.delete(job.job);
  }
}

const NO_PROGRESS = (): void => undefined;

/** Batches that may be sent before one is written: a wait when none is left. */
class Credit {
  private waiting?: () => void;

  constructor(private left: number) {}

  /** Takes one, waiting for a written batch when none is left. */
  async take(): Promise<void> {
    while (this.left === 0) await new Promise<void>((resolve) => (this.waiting = resolve));
    this.left--;
  }

  /** A batch was written: one more may be sent. */
  release(): void {
    this.left++;
    const w = this.waiting;
    this.waiting = undefined;
    w?.();
  }
}
