import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSignerKey } from '@ledger/club-log';
import { LogSequencer } from '../../apps/ledger-api/src/club-log/sequencer/log-sequencer';
import { checkpointSignerFromFile } from '../../apps/ledger-api/src/club-log/signer/checkpoint-signer-from-file';
import type { ReportedLeaf } from '../../apps/ledger-api/src/club-log/sequencer/sequencer-messages';
import { leavesOf } from '../../apps/ledger-api/src/club-log/sequencer/sequence-step';
import { SequencerThread } from '../../apps/ledger-api/src/club-log/sequencer/sequencer-thread';

/** The club log's sequencer and signer as the app runs them, for a benchmark's database. */
export interface BenchSequencer {
  /** Leaves assigned so far. */
  readonly leaves: number;
  /** Resolves once the sequencer holds the lock (its thread has started): measure from then on. */
  leading(): Promise<void>;
  /**
   * Flushes the sequencer (a wake-up past its gap between steps) and resolves once it has assigned `leaves` leaves in
   * all: a timed round ends only when its events are in the log, so the log's work for them is charged to
   * that round and never spills into the next one (another side's).
   */
  caughtUp(leaves: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the app's sequencer as the app runs it (on a thread of its own, acting as `ledger_app`, the
 * app's defaults: 50 ms idle poll, checkpoints every 5 s, a signing key in a file) on `url`, unless
 * BENCH_SEQUENCER=0 (BENCH_SEQUENCER_THREAD=0: on this event loop, as before). `onLeaves` sees the leaves of every committed step.
 */
export function startBenchSequencer(
  url: string,
  onLeaves?: (leaves: ReportedLeaf[]) => void,
): BenchSequencer | undefined {
  if (process.env.BENCH_SEQUENCER === '0') {
    console.log('club log sequencer: off (BENCH_SEQUENCER=0)');
    return undefined;
  }
  let leaves = 0;
  /** Who waits for a number of leaves (caughtUp): resolved by the batch report that reaches it. */
  const waiting: { target: number; resolve: () => void }[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-log-key-'));
  const keyFile = join(dir, 'log-signing-key');
  writeFileSync(keyFile, `${generateSignerKey('bench.club-ledger.local').skey}\n`, { mode: 0o600 });
  const inLoop = process.env.BENCH_SEQUENCER_THREAD === '0';
  const events = {
    onBatch: (count: number, reported?: ReportedLeaf[]) => {
      leaves += count;
      if (reported) onLeaves?.(reported);
      for (const w of waiting.filter((x) => x.target <= leaves)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    },
    onError: (message: string) => console.error(`club log sequencer: ${message}`),
  };
  const sequencer = inLoop
    ? inLoopSequencer(url, keyFile, events)
    : new SequencerThread(
        {
          connectionString: url,
          appRole: 'ledger_app',
          keyFile,
          originPrefix: 'bench.club-ledger.local',
          intervalMs: 5000,
          reportLeaves: onLeaves !== undefined,
        },
        events,
      );
  sequencer.start();
  console.log(
    `club log sequencer: running ${inLoop ? 'on the event loop (BENCH_SEQUENCER_THREAD=0)' : 'on its own thread (as in the app; BENCH_SEQUENCER=0 leaves it out)'}`,
  );
  return {
    get leaves() {
      return leaves;
    },
    leading: async () => {
      for (let i = 0; i < 600 && !sequencer.isLeader; i++) await new Promise((r) => setTimeout(r, 50));
      if (!sequencer.isLeader) throw new Error('the club log sequencer did not take the lock within 30 s');
    },
    caughtUp: async (target: number) => {
      if (leaves >= target) return;
      const reached = new Promise<void>((resolve) => waiting.push({ target, resolve }));
      // Once, and past the gap between steps: the round is charged the log's work for its events, not the gap's
      // wait (in the app nobody waits for it); a step already running reports, and the next one follows.
      sequencer.flush();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the club log sequencer did not reach ${target} leaves (at ${leaves})`)),
          60_000,
        );
      });
      try {
        await Promise.race([reached, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    stop: async () => {
      await sequencer.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The sequencer on the benchmark's own event loop (LEDGER_LOG_SEQUENCER_THREAD=0 in the app), for comparison. */
function inLoopSequencer(
  url: string,
  keyFile: string,
  events: { onBatch: (count: number, leaves: ReportedLeaf[]) => void; onError: (message: string) => void },
): LogSequencer {
  return new LogSequencer({
    connectionString: url,
    appRole: 'ledger_app',
    signer: checkpointSignerFromFile({ keyFile, originPrefix: 'bench.club-ledger.local' }),
    onBatch: (b) => events.onBatch(b.count, leavesOf(b)),
    onError: (e) => events.onError(e instanceof Error ? e.message : String(e)),
  });
}
