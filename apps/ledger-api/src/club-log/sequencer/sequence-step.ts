import { Frontier, leafHash } from '@ledger/club-log';
import type { Hash } from '@ledger/club-log';
import { readAllHeads } from '@ledger/event-store';
import type { Checkpoint } from '@ledger/event-store';
import type { ClientBase } from 'pg';
import { isStoredLevel } from '../store/tile-height';
import { LeafRow, NodeRow, packLeaves, writeStep } from '../store/write-log-rows';
import { FrontierCache } from './frontier-cache';

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

/** A committed step: the leaves it assigned and the trees it grew. */
export interface SequencedBatch {
  leaves: LeafRow[];
  clubs: ClubGrowth[];
  next: Checkpoint;
}

/** Reads the watermark, converted from the row. */
async function readProgress(db: ClientBase): Promise<Checkpoint> {
  const r = await db.query<{ tx_id: string; position: string }>(
    'SELECT tx_id::text AS tx_id, position FROM log_sequencer WHERE id = 1',
  );
  return { txId: r.rows[0].tx_id, position: Number(r.rows[0].position) };
}

/**
 * One sequencer step: reads the events after the watermark (never a late commit skipped), gives each
 * the next leaf of its club's tree, and stores the step's leaf batches, session runs, completed nodes
 * and the new watermark in one statement (two round trips a step once the watermark is known).
 * Returns undefined when nothing new was safe to read.
 */
export async function sequenceStep(
  db: ClientBase,
  frontiers: FrontierCache,
  limit: number,
): Promise<SequencedBatch | undefined> {
  try {
    const from = (frontiers.watermark ??= await readProgress(db));
    const page = await readAllHeads(db, from, limit);
    if (page.heads.length === 0) return undefined;
    const leaves: LeafRow[] = [];
    const nodes: NodeRow[] = [];
    const grown = new Map<string, ClubGrowth>();
    const pinned = new Map<string, Frontier>(); // this step's frontiers, safe from the cache's eviction
    for (const head of page.heads) {
      let frontier = pinned.get(head.clubId);
      if (!frontier) pinned.set(head.clubId, (frontier = await frontiers.get(db, head.clubId)));
      const leaf = frontier.size;
      for (const n of frontier.append(leafHash(Buffer.from(head.hash, 'hex')))) {
        if (isStoredLevel(n.id.level))
          nodes.push({ clubId: head.clubId, level: n.id.level, index: n.id.index, hash: n.hash });
      }
      leaves.push({ clubId: head.clubId, leaf, streamId: head.streamId, version: head.version, eventHash: head.hash });
      const g = grown.get(head.clubId);
      grown.set(head.clubId, {
        clubId: head.clubId,
        size: frontier.size,
        root: new Uint8Array(0),
        dealEnded: (g?.dealEnded ?? false) || head.type === DEAL_END_TYPE,
      });
    }
    const { batches, runs } = packLeaves(leaves);
    if (!(await writeStep(db, from, page.next, batches, runs, nodes)))
      throw new Error('the log sequencer watermark moved under this sequencer');
    frontiers.watermark = page.next;
    const clubs = [...grown.values()].map((g) => ({ ...g, root: pinned.get(g.clubId)!.root() }));
    return { leaves, clubs, next: page.next };
  } catch (e) {
    frontiers.clear();
    throw e;
  }
}
