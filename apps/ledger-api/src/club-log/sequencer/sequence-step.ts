import { Frontier, leafHashAt } from '@ledger/club-log';
import type { Hash } from '@ledger/club-log';
import { readAllHeadRuns } from '@ledger/event-store';
import type { Checkpoint } from '@ledger/event-store';
import type { ClientBase } from 'pg';
import { isStoredLevel } from '../store/tile-height';
import { LeafRun, NodeRow, writeStep } from '../store/write-log-rows';
import { FrontierCache } from './frontier-cache';
import { StepPacker } from './step-packer';

/** The event type that ends a deal: a checkpoint is signed right after it is sequenced. */
export const DEAL_END_TYPE = 'DealEnded';

/** What one committed step did to one club's tree. */
export interface ClubGrowth {
  clubId: string;
  /** Tree size after the step. */
  size: number;
  /** Root of the tree of that size. */
  root: Hash;
  /** A deal ended among the new leaves. */
  dealEnded: boolean;
}

/** A committed step: how many leaves it assigned, their session runs, and the trees it grew. */
export interface SequencedBatch {
  count: number;
  runs: LeafRun[];
  clubs: ClubGrowth[];
  next: Checkpoint;
}

/** Each leaf of a step as (club, session, version), in the order of its session runs. */
export function leavesOf(batch: SequencedBatch): { clubId: string; streamId: string; version: number }[] {
  return batch.runs.flatMap((r) =>
    r.leaves.map((_, i) => ({ clubId: r.clubId, streamId: r.streamId, version: r.firstVersion + i })),
  );
}

/** Reads the watermark, converted from the row. */
async function readProgress(db: ClientBase): Promise<Checkpoint> {
  const r = await db.query<{ tx_id: string; position: string }>(
    'SELECT tx_id::text AS tx_id, position FROM log_sequencer WHERE id = 1',
  );
  return { txId: r.rows[0].tx_id, position: Number(r.rows[0].position) };
}

/**
 * One sequencer step: reads the events after the watermark (never a late commit skipped), folded per
 * transaction and session, gives each the next leaf of its club's tree, and stores the step's leaf
 * batches, session runs, completed nodes and the new watermark in one statement (two round trips a
 * step once the watermark is known). Returns undefined when nothing new was safe to read.
 */
export async function sequenceStep(
  db: ClientBase,
  frontiers: FrontierCache,
  limit: number,
): Promise<SequencedBatch | undefined> {
  try {
    const from = (frontiers.watermark ??= await readProgress(db));
    const page = await readAllHeadRuns(db, from, limit, DEAL_END_TYPE);
    if (page.events === 0) return undefined;
    const nodes: NodeRow[] = [];
    const packer = new StepPacker();
    // This step's frontiers (safe from the cache's eviction) and whether a deal ended, per club.
    const grown = new Map<string, { frontier: Frontier; dealEnded: boolean }>();
    for (const run of page.runs) {
      let g = grown.get(run.clubId);
      if (!g) grown.set(run.clubId, (g = { frontier: await frontiers.get(db, run.clubId), dealEnded: false }));
      const hashes = Buffer.from(run.hashes, 'hex');
      if (hashes.length !== 32 * run.count)
        throw new Error(`the log sequencer read a malformed hash in ${run.streamId}`);
      const firstLeaf = g.frontier.size;
      for (let at = 0; at < hashes.length; at += 32) {
        for (const n of g.frontier.append(leafHashAt(hashes, at))) {
          if (isStoredLevel(n.id.level))
            nodes.push({ clubId: run.clubId, level: n.id.level, index: n.id.index, hash: n.hash });
        }
      }
      g.dealEnded ||= run.flagged;
      packer.add(run.clubId, run.streamId, firstLeaf, hashes, run.firstVersion, run.versions);
    }
    if (!(await writeStep(db, from, page.next, packer.leafBatches(), packer.runs, nodes)))
      throw new Error('the log sequencer watermark moved under this sequencer');
    frontiers.watermark = page.next;
    const clubs = [...grown].map(([clubId, g]) => ({
      clubId,
      size: g.frontier.size,
      root: g.frontier.root(),
      dealEnded: g.dealEnded,
    }));
    return { count: page.events, runs: packer.runs, clubs, next: page.next };
  } catch (e) {
    frontiers.clear();
    throw e;
  }
}
