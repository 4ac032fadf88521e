import type { ClientConfig } from 'pg';
import type { StreamKey } from './rebuild-chunks';

/** The `application_name` of the rebuild thread's connection (pg_stat_activity shows it apart from the pool's). */
export const THREAD_APPLICATION = 'ledger rebuild thread';

/** A rebuild's share for the thread: read and fold the chunks it claims, in the rebuild's snapshot. */
export interface RebuildJob {
  type: 'rebuild';
  /** The job's number (every message about it carries it). */
  job: number;
  /** How to connect: the caller's pool's settings, plain values only. */
  connection: ClientConfig;
  /** The rebuild's exported snapshot (pg_export_snapshot), which the thread's reader joins. */
  snapshot: string;
  /** The first key of each chunk (CHUNK_BOUNDS). */
  bounds: StreamKey[];
  /** The chunk counter's shared memory (ChunkClaims.buffer). */
  claims: SharedArrayBuffer;
  /** Batches the thread may have sent and not yet seen written. */
  credit: number;
}

/** One finished batch: each table's COPY statement and rows (Copy, the rows' memory transferred), and what it holds. */
export interface RebuildBatch {
  type: 'batch';
  job: number;
  copies: { sql: string; data: Uint8Array }[];
  /** Streams and events folded since the last batch. */
  streams: number;
  events: number;
}

/** Messages to the rebuild thread: a job, a batch of it written (one more may be sent), or close its connection (it is stopped). */
export type ToRebuildThread = RebuildJob | { type: 'written'; job: number } | { type: 'close' };

/** Messages from the rebuild thread: a batch, the job's end (every batch sent), or its failure. */
export type FromRebuildThread =
  RebuildBatch | { type: 'done'; job: number } | { type: 'failed'; job: number; message: string; stack?: string };
