import { randomUUID } from 'node:crypto';
import {
  generateSignerKey,
  leafHash,
  rootOf,
  signerFromKey,
  verifyConsistency,
  verifyInclusion,
} from '@ledger/club-log';
import {
  cardEvents,
  openStoreFixture,
  StoreFixture,
  streamId,
} from '../../../../../libs/event-store/src/testing/store-fixture';
import { LogSequencer } from '../sequencer/log-sequencer';
import { FrontierCache } from '../sequencer/frontier-cache';
import { eventually, leavesOf } from '../testing/log-fixture';
import { LogReader } from './log-reader';

describe('proofs from the stored tiles (issue 17)', () => {
  let fx: StoreFixture;
  let reader: LogReader;
  const club = randomUUID();
  const b = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
  let hashes: Uint8Array[];

  beforeAll(async () => {
    fx = await openStoreFixture('log_reader', 8);
    const key = generateSignerKey('reader.test');
    reader = new LogReader(fx.pool, { signer: signerFromKey(key.skey), vkey: key.vkey, origin: (c) => c });
    const seq = new LogSequencer({ connectionString: fx.db.url, idlePollMs: 20, batchSize: 37 });
    seq.start();
    for (let i = 0; i < 23; i++) await fx.store.append(streamId('s'), 0, cardEvents(13), { clubId: club });
    await eventually(async () => ((await reader.size(club)) === 299 ? true : undefined), 20_000, '299 leaves');
    await seq.stop();
    hashes = (await leavesOf(fx.pool, club)).map((l) => leafHash(Buffer.from(l.event_hash, 'hex')));
  });
  afterAll(() => fx.close());

  it('stores only the nodes of levels 4, 8, …, and rebuilds every root from them', async () => {
    const levels = await fx.pool.query<{ level: number }>('SELECT DISTINCT level FROM log_nodes ORDER BY level');
    expect(levels.rows.map((r) => r.level)).toEqual([4, 8]);
    const frontier = await new FrontierCache().get(fx.pool, club);
    expect(frontier.size).toBe(299);
    expect(Buffer.from(frontier.root())).toEqual(Buffer.from(rootOf(hashes)));
  });

  it('serves inclusion proofs that verify for every leaf at several sizes', async () => {
    for (const size of [1, 2, 15, 16, 17, 64, 255, 256, 299]) {
      const root = rootOf(hashes.slice(0, size));
      for (let leaf = 0; leaf < size; leaf += Math.max(1, Math.floor(size / 23))) {
        const proof = (await reader.inclusion(club, leaf, size)).map(b);
        expect([size, leaf, verifyInclusion(leaf, size, hashes[leaf], proof, root)]).toEqual([size, leaf, true]);
      }
    }
  });

  it('serves consistency proofs that verify between sizes', async () => {
    for (const [m, n] of [
      [1, 299],
      [16, 17],
      [17, 256],
      [100, 299],
      [256, 299],
      [299, 299],
      [0, 5],
    ]) {
      const proof = (await reader.consistency(club, m, n)).map(b);
      const ok = verifyConsistency(m, n, proof, rootOf(hashes.slice(0, m)), rootOf(hashes.slice(0, n)));
      expect([m, n, ok]).toEqual([m, n, true]);
    }
  });
});
