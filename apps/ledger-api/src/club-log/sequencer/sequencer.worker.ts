import { parentPort, workerData } from 'node:worker_threads';
import { checkpointSignerFromFile } from '../signer/checkpoint-signer-from-file';
import { LogSequencer } from './log-sequencer';
import { leavesOf } from './sequence-step';
import type { FromSequencerThread, SequencerThreadData, ToSequencerThread } from './sequencer-messages';
import { WakeSignal } from './wake-signal';

// The club log's sequencer and signer on a thread of their own (sequencer-thread.ts): reading the new
// events, hashing leaves and nodes and signing checkpoints never take the API's event loop.
const data = workerData as SequencerThreadData;
const post = (m: FromSequencerThread) => parentPort!.postMessage(m);
const signer = data.keyFile
  ? checkpointSignerFromFile({
      keyFile: data.keyFile,
      originPrefix: data.originPrefix ?? '',
      intervalMs: data.intervalMs,
      requireSyncStandby: data.requireSyncStandby,
    })
  : undefined;
const sequencer = new LogSequencer({
  connectionString: data.connectionString,
  appRole: data.appRole,
  signer,
  batchSize: data.batchSize,
  idlePollMs: data.idlePollMs,
  minStepGapMs: data.minStepGapMs,
  maxStepGapMs: data.maxStepGapMs,
  standbyPollMs: data.standbyPollMs,
  retryMs: data.retryMs,
  signal: data.wakeBuffer ? new WakeSignal(data.wakeBuffer) : undefined,
  onBatch: (b) =>
    post({
      type: 'batch',
      count: b.count,
      ...(data.reportLeaves ? { leaves: leavesOf(b) } : {}),
    }),
  onLeading: (leading) => post({ type: 'leading', leading }),
  onError: (e) => post({ type: 'error', message: e instanceof Error ? e.message : String(e) }),
});
parentPort!.on('message', (m: ToSequencerThread) => {
  if (m.type === 'wake') sequencer.wake();
  else if (m.type === 'flush') sequencer.flush();
  else void sequencer.stop().then(() => post({ type: 'stopped' }));
});
sequencer.start();
