import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSignerKey } from '@ledger/club-log';
import type { ReportedLeaf } from '../../apps/ledger-api/src/club-log/sequencer/sequencer-messages';
import { SequencerThread } from '../../apps/ledger-api/src/club-log/sequencer/sequencer-thread';

/** The club log's sequencer and signer as the app runs them, for a benchmark's database. */
export interface BenchSequencer {
  /** Leaves assigned so far. */
  readonly leaves: number;
  stop(): Promise<void>;
}

/**
 * Starts the app's sequencer as the app runs it (on a thread of its own, acting as `ledger_app`, the
 * app's defaults: 50 ms idle poll, checkpoints every 5 s, a signing key in a file) on `url`, unless
 * BENCH_SEQUENCER=0. `onLeaves` sees the leaves of every committed step.
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
  const dir = mkdtempSync(join(tmpdir(), 'bench-log-key-'));
  const keyFile = join(dir, 'log-signing-key');
  writeFileSync(keyFile, `${generateSignerKey('bench.club-ledger.local').skey}\n`, { mode: 0o600 });
  const sequencer = new SequencerThread(
    {
      connectionString: url,
      appRole: 'ledger_app',
      keyFile,
      originPrefix: 'bench.club-ledger.local',
      intervalMs: 5000,
      reportLeaves: onLeaves !== undefined,
    },
    {
      onBatch: (count, reported) => {
        leaves += count;
        if (reported) onLeaves?.(reported);
      },
      onError: (message) => console.error(`club log sequencer: ${message}`),
    },
  );
  sequencer.start();
  console.log('club log sequencer: running on its own thread (as in the app; BENCH_SEQUENCER=0 leaves it out)');
  return {
    get leaves() {
      return leaves;
    },
    stop: async () => {
      await sequencer.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
