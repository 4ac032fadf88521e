/** What the sequencer thread is started with (workerData): plain values, no key material. */
export interface SequencerThreadData {
  /** URL of the database (the app's login). */
  connectionString: string;
  /** Role to act as on the dedicated connection. */
  appRole?: string;
  /** The signing key's file: the thread reads the key itself, so it never crosses a message. */
  keyFile?: string;
  /** Checkpoint origins are `<originPrefix>/clubs/<clubId>`. */
  originPrefix?: string;
  /** Longest wait between checkpoints while a club's log grows. */
  intervalMs?: number;
  /** Sign only what a synchronous standby holds (SignerSettings.requireSyncStandby). */
  requireSyncStandby?: boolean;
  batchSize?: number;
  idlePollMs?: number;
  /** SequencerOptions.minStepGapMs and maxStepGapMs. */
  minStepGapMs?: number;
  maxStepGapMs?: number;
  standbyPollMs?: number;
  retryMs?: number;
  /** Send each step's leaves (club, session, version) with its batch message (benchmarks of the lag). */
  reportLeaves?: boolean;
  /** The WakeSignal's shared words (set by SequencerThread). */
  wakeBuffer?: SharedArrayBuffer;
}

/** A leaf as the thread reports it when asked to. */
export interface ReportedLeaf {
  clubId: string;
  streamId: string;
  version: number;
}

/** Messages from the sequencer thread. */
export type FromSequencerThread =
  | { type: 'batch'; count: number; leaves?: ReportedLeaf[] }
  | { type: 'leading'; leading: boolean }
  | { type: 'error'; message: string }
  | { type: 'stopped' };

/** Messages to the sequencer thread. */
export type ToSequencerThread = { type: 'wake' } | { type: 'flush' } | { type: 'stop' };
