import { Inject, Injectable } from '@nestjs/common';
import {
  inclusionProof,
  inclusionProofNodes,
  leafHash,
  openNote,
  parseCheckpoint,
  verifierFromKey,
  verifyInclusion,
} from '@ledger/club-log';
import type { Hash, NoteVerifier } from '@ledger/club-log';
import type { Queryable, StoredEvent } from '@ledger/event-store';
import { LOG_DB, LOG_KEYS, LogKeys } from '../club-log.tokens';
import { LogReader, StoredCheckpoint } from '../reads/log-reader';
import { readSessionLeaves } from '../store/read-leaves';
import { nodeGetter, readNodes } from '../store/read-nodes';

/** What the server checked of a session against its club's log (GET …/verification, `log`). */
export interface SessionLogCheck {
  /** The club's latest signed checkpoint: size, first 16 hex digits of its root, and whether its note verifies with the served key. */
  checkpoint: { size: number; root16: string; signedAt: string; signatureValid: boolean } | null;
  /** Events of the session shown to be leaves of that checkpoint (inclusion proof against its signed root). */
  eventsInCheckpoint: number;
  /** Events sequenced after it or not sequenced yet (covered by a later checkpoint, within seconds). */
  eventsAfterCheckpoint: number;
  /** Every leaf naming the session names a stored event with the same hash, and every covered event's proof holds. */
  leavesMatch: boolean;
  /** The first version whose event disagrees with the log (rewritten, removed, or not provable). */
  firstLeafMismatchVersion?: number;
}

/** The plain statement of what the server cannot prove alone. */
export const SERVER_LIMITS =
  'These checks ran on this server over its own tables. They catch an event rewritten, or removed, without the ' +
  "log being rewritten to match. A server whose operator rewrote the events, the log and the checkpoints together (holding the signing key) would still answer valid here: only a member's own check, `npx ledger audit` against a checkpoint kept from earlier, proves that the history was not rewritten since.";

/** Checks a session's events against its club's log: leaves, hashes and proofs to the latest signed root. */
@Injectable()
export class SessionLogChecker {
  private readonly verifier: NoteVerifier;

  constructor(
    @Inject(LOG_DB) private readonly db: Queryable,
    @Inject(LOG_KEYS) keys: LogKeys,
    private readonly reader: LogReader,
  ) {
    this.verifier = verifierFromKey(keys.vkey);
  }

  /** Checks the session's stored events (in version order) against the log. */
  async check(clubId: string, sessionId: string, events: readonly StoredEvent[]): Promise<SessionLogCheck> {
    const latest = await this.reader.latestCheckpoint(clubId);
    const rows = await readSessionLeaves(this.db, clubId, sessionId);
    const byVersion = new Map(events.map((e) => [e.version, e]));
    const bad = new Set<number>();
    const leafOf = new Map(rows.map((r) => [r.version, r.leaf]));
    const covered: { leaf: number; event: StoredEvent }[] = [];
    for (const r of rows) {
      const e = byVersion.get(r.version);
      if (!e || e.hash !== r.eventHash) bad.add(r.version);
      else if (latest && r.leaf < latest.size) covered.push({ leaf: r.leaf, event: e });
    }
    const signed = latest ? this.signedRoot(latest) : undefined;
    for (const v of await this.unproven(clubId, covered, latest?.size ?? 0, signed)) bad.add(v);
    const first = bad.size ? Math.min(...bad) : undefined;
    return {
      checkpoint: latest
        ? {
            size: latest.size,
            root16: Buffer.from(latest.root).toString('hex').slice(0, 16),
            signedAt: latest.signedAt,
            signatureValid: signed !== undefined,
          }
        : null,
      eventsInCheckpoint: covered.filter((c) => !bad.has(c.event.version)).length,
      eventsAfterCheckpoint: events.filter((e) => (leafOf.get(e.version) ?? Infinity) >= (latest?.size ?? 0)).length,
      leavesMatch: bad.size === 0 && (!latest || signed !== undefined),
      ...(first !== undefined ? { firstLeafMismatchVersion: first } : {}),
    };
  }

  /** The checkpoint's root when its note verifies with the served key and agrees with the stored row. */
  private signedRoot(c: StoredCheckpoint): Hash | undefined {
    try {
      const body = parseCheckpoint(openNote(c.note, this.verifier));
      const same = body.size === c.size && Buffer.from(body.root).equals(Buffer.from(c.root));
      return same ? body.root : undefined;
    } catch {
      return undefined;
    }
  }

  /** The versions among `covered` whose inclusion proof to the signed root fails (all, without a signed root). */
  private async unproven(
    clubId: string,
    covered: readonly { leaf: number; event: StoredEvent }[],
    size: number,
    root: Hash | undefined,
  ): Promise<number[]> {
    if (covered.length === 0) return [];
    if (!root) return covered.map((c) => c.event.version);
    const nodes = await readNodes(
      this.db,
      clubId,
      covered.flatMap((c) => inclusionProofNodes(c.leaf, size)),
    );
    const get = nodeGetter(clubId, nodes);
    return covered
      .filter((c) => {
        try {
          const proof = inclusionProof(c.leaf, size, get);
          return !verifyInclusion(c.leaf, size, leafHash(Buffer.from(c.event.hash, 'hex')), proof, root);
        } catch {
          return true; // a node the proof needs is missing
        }
      })
      .map((c) => c.event.version);
  }
}
