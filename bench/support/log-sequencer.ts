import { generateSignerKey, signerFromKey } from '@ledger/club-log';
import { LogSequencer } from '../../apps/ledger-api/src/club-log/sequencer/log-sequencer';
import type { SequencedBatch } from '../../apps/ledger-api/src/club-log/sequencer/sequence-step';
import { CheckpointSigner } from '../../apps/ledger-api/src/club-log/signer/checkpoint-signer';

/** The club log's sequencer and signer as the app runs them, for a benchmark's database. */
export interface BenchSequencer {
  /** Leaves assigned so far. */
  readonly leaves: number;
  stop(): Promise<void>;
}

/**
 * Starts the app's sequencer (acting as `ledger_app`, the app's defaults: 50 ms idle poll, checkpoints
 * every 5 s) on `url`, unless BENCH_SEQUENCER=0. `onBatch` sees every committed step.
 */
export function startBenchSequencer(url: string, onBatch?: (b: SequencedBatch) => void): BenchSequencer | undefined {
  if (process.env.BENCH_SEQUENCER === '0') {
    console.log('club log sequencer: off (BENCH_SEQUENCER=0)');
    return undefined;
  }
  let leaves = 0;
  const signer = new CheckpointSigner({
    signer: signerFromKey(generateSignerKey('bench.club-ledger.local').skey),
    origin: (club) => `bench.club-ledger.local/clubs/${club}`,
    intervalMs: 5000,
  });
  const sequencer = new LogSequencer({
    connectionString: url,
    appRole: 'ledger_app',
    signer,
    onBatch: (b) => {
      leaves += b.leaves.length;
      onBatch?.(b);
    },
    onError: (e) => console.error(`club log sequencer: ${e instanceof Error ? e.message : String(e)}`),
  });
  sequencer.start();
  console.log('club log sequencer: running (as in the app; BENCH_SEQUENCER=0 leaves it out)');
  return {
    get leaves() {
      return leaves;
    },
    stop: () => sequencer.stop(),
  };
}
