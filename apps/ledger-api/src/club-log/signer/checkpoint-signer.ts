import { checkpointBody, signNote } from '@ledger/club-log';
import type { Hash, NoteSigner } from '@ledger/club-log';
import { confirmCommitted, NotReplicatedError } from '@ledger/event-store';
import type { ClientBase } from 'pg';
import type { ClubGrowth } from '../sequencer/sequence-step';
import type { FrontierCache } from '../sequencer/frontier-cache';

/** A tree waiting for its signed checkpoint, and when it is due. */
interface Pending {
  size: number;
  root: Hash;
  due: number;
}

/** How the signer names and signs: the key, each club's origin and the longest wait between checkpoints. */
export interface SignerSettings {
  signer: NoteSigner;
  origin: (clubId: string) => string;
  intervalMs: number;
  /**
   * Sign only trees a synchronous standby holds (LEDGER_REQUIRE_SYNC_STANDBY): a checkpoint over leaves of
   * events committed on this server alone (after a crash restart, or with synchronous replication switched
   * off) could be lost with the server in a failover, and the new primary would sign another tree of that
   * size: a fork that every member's audit would report. Checked on the sequencer's connection before signing.
   */
  requireSyncStandby?: boolean;
}

// Clubs whose tree outgrew their latest checkpoint (a previous sequencer died before signing).
const UNSIGNED = `SELECT c.id AS club_id FROM clubs c
  WHERE coalesce((SELECT b.first_leaf + b.count FROM log_leaf_batches b WHERE b.club_id = c.id
                   ORDER BY b.first_leaf DESC LIMIT 1), 0)
      > coalesce((SELECT max(size) FROM log_checkpoints k WHERE k.club_id = c.id), 0)`;

/**
 * Whether everything this server committed so far is on a synchronous standby (confirmCommitted, with the
 * sequencer connection's own `synchronous_commit = off` lifted for that one statement). False when not: the
 * checkpoints then wait for the next step.
 */
async function onStandby(db: ClientBase): Promise<boolean> {
  await db.query('SET synchronous_commit = on');
  try {
    await confirmCommitted(db, true);
    return true;
  } catch (e) {
    if (e instanceof NotReplicatedError) return false;
    throw e;
  } finally {
    await db.query('SET synchronous_commit = off');
  }
}

/**
 * Signs each club's checkpoint (a C2SP tlog-checkpoint as an Ed25519 signed note) and keeps it in
 * `log_checkpoints`: when a deal ends, and otherwise at most `intervalMs` after the tree grew (at
 * once for a club not signed for that long). Runs inside the one sequencer, on its connection.
 */
export class CheckpointSigner {
  private readonly pending = new Map<string, Pending>();
  private readonly lastSigned = new Map<string, number>();

  constructor(private readonly settings: SignerSettings) {}

  /** Schedules the trees a committed step grew. */
  noteGrowth(clubs: readonly ClubGrowth[], now: number): void {
    for (const g of clubs) {
      const waiting = this.pending.get(g.clubId);
      const regular = Math.max(now, (this.lastSigned.get(g.clubId) ?? -Infinity) + this.settings.intervalMs);
      const due = g.dealEnded ? now : Math.min(waiting?.due ?? regular, regular);
      this.pending.set(g.clubId, { size: g.size, root: g.root, due });
    }
  }

  /** On taking over: schedules at once every club whose tree is larger than its latest checkpoint. */
  async resume(db: ClientBase, frontiers: FrontierCache, now: number): Promise<void> {
    this.pending.clear();
    this.lastSigned.clear();
    const rows = await db.query<{ club_id: string }>(UNSIGNED);
    for (const { club_id } of rows.rows) {
      const f = await frontiers.get(db, club_id);
      this.pending.set(club_id, { size: f.size, root: f.root(), due: now });
    }
  }

  /** Milliseconds until the next checkpoint is due (undefined when none waits). */
  nextDueIn(now: number): number | undefined {
    let next: number | undefined;
    for (const p of this.pending.values()) next = Math.min(next ?? Infinity, Math.max(0, p.due - now));
    return next;
  }

  /** Signs and stores every checkpoint now due; returns how many. */
  async signDue(db: ClientBase, now: number): Promise<number> {
    let signed = 0;
    if (this.settings.requireSyncStandby && this.nextDueIn(now) === 0 && !(await onStandby(db))) return 0;
    for (const [clubId, p] of [...this.pending]) {
      if (p.due > now) continue;
      await this.sign(db, clubId, p.size, p.root);
      this.pending.delete(clubId);
      this.lastSigned.set(clubId, now);
      signed++;
    }
    return signed;
  }

  /** Signs one checkpoint and keeps it (a size signed before stays as it was). */
  private async sign(db: ClientBase, clubId: string, size: number, root: Hash): Promise<void> {
    const body = checkpointBody({ origin: this.settings.origin(clubId), size, root });
    const note = signNote(body, this.settings.signer);
    await db.query(
      `INSERT INTO log_checkpoints (club_id, size, root, note) VALUES ($1, $2, $3, $4)
       ON CONFLICT (club_id, size) DO NOTHING`,
      [clubId, size, Buffer.from(root), note],
    );
  }
}
