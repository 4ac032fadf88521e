import type { LeafBatch, LeafRun } from '../store/write-log-rows';

/**
 * Packs a step's leaves, given run by run in leaf order, into the rows `writeStep` stores: one batch per
 * club (its leaves' event hashes concatenated) and one run per session and stretch of consecutive
 * versions (a session's versions arrive in order, so normally one run per session per step).
 */
export class StepPacker {
  private readonly batches = new Map<string, { firstLeaf: number; parts: Buffer[]; count: number }>();
  private readonly open = new Map<string, LeafRun>();
  readonly runs: LeafRun[] = [];

  /**
   * Adds `hashes.length / 32` leaves of one session, numbered from `firstLeaf`, for the versions
   * `firstVersion`, `firstVersion + 1`, … (or `versions`, when given).
   */
  add(
    clubId: string,
    streamId: string,
    firstLeaf: number,
    hashes: Buffer,
    firstVersion: number,
    versions?: readonly number[],
  ): void {
    const count = hashes.length / 32;
    let b = this.batches.get(clubId);
    if (!b) this.batches.set(clubId, (b = { firstLeaf, parts: [], count: 0 }));
    b.parts.push(hashes);
    b.count += count;
    const key = `${clubId}\u0000${streamId}`;
    let run = this.open.get(key);
    for (let i = 0; i < count; i++) {
      const version = versions ? versions[i] : firstVersion + i;
      if (!run || run.firstVersion + run.leaves.length !== version) {
        run = { clubId, streamId, firstVersion: version, batchFirstLeaf: b.firstLeaf, leaves: [] };
        this.open.set(key, run);
        this.runs.push(run);
      }
      run.leaves.push(firstLeaf + i);
    }
  }

  /** The clubs' batches, each with its hashes in one buffer. */
  leafBatches(): LeafBatch[] {
    return [...this.batches].map(([clubId, b]) => ({
      clubId,
      firstLeaf: b.firstLeaf,
      hashes: b.parts.length === 1 ? b.parts[0] : Buffer.concat(b.parts),
      count: b.count,
    }));
  }
}
