import { Inject, Injectable } from '@nestjs/common';
import {
  consistencyProof,
  consistencyProofNodes,
  inclusionProof,
  inclusionProofNodes,
  leafHash,
  multiInclusionNodes,
  openNote,
  parseCheckpoint,
  verifierFromKey,
  verifyConsistency,
  verifyInclusion,
  verifyMultiInclusion,
} from '@ledger/club-log';
import type { Hash, NoteVerifier } from '@ledger/club-log';
import type { Queryable, StoredEvent } from '@ledger/event-store';
import { LOG_KEYS, LogKeys } from '../club-log.tokens';
import { LOG_READ_DB } from '../../replica/replica.tokens';
import { LogReader, StoredCheckpoint } from '../reads/log-reader';
import { readSessionLeaves, StoredLeaf } from '../store/read-leaves';
import { nodeGetter, readNodes } from '../store/read-nodes';
import { yieldToLoop } from '../../ledger/paging/yield-to-loop';

/** Leaves proved together by one multi-leaf climb, per page. */
const MULTI_PAGE = 1000;
/** Leaves whose own inclusion proofs are read and checked per page (only where a climb failed). */
const PROOF_PAGE = 50;
/** Leaf rows read per query. */
const LEAF_PAGE = 500;

/** Where a session's log check stood at its verified-up-to mark (ADR 0019). */
export interface LogMark {
  /** Every event up to this version was proved a leaf of the checkpoint below. */
  version: number;
  /** That checkpoint's size (0: none yet). */
  logSize: number;
  /** Its signed root. */
  logRoot: Uint8Array | null;
}

/** How far this check proved the session: for the next mark (not part of the response). */
export interface LogProgress {
  /** Every event up to this version is proved a leaf of `provedAgainst` (0: none). */
  provedTo: number;
  /** The signed checkpoint they were proved against. */
  provedAgainst: { size: number; root: Hash } | undefined;
}

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
    @Inject(LOG_READ_DB) private readonly db: Queryable,
    @Inject(LOG_KEYS) keys: LogKeys,
    private readonly reader: LogReader,
  ) {
    this.verifier = verifierFromKey(keys.vkey);
  }

  /**
   * Checks the session's stored events (in version order) against the log. With `since` (a verified-up-to
   * mark, ADR 0019), `events` are only those after `since.version`: the earlier ones were proved leaves of
   * the mark's checkpoint, and a consistency proof from it to the latest checkpoint carries them over; only
   * the new events' leaves and inclusion proofs are checked, a page at a time with the loop free between.
   */
  async check(
    clubId: string,
    sessionId: string,
    events: readonly StoredEvent[],
    since?: LogMark,
  ): Promise<SessionLogCheck & LogProgress> {
    const latest = await this.reader.latestCheckpoint(clubId);
    const after = since?.version ?? 0;
    const byVersion = new Map(events.map((e) => [e.version, e]));
    const bad = new Set<number>();
    const leafOf = new Map<number, number>();
    const covered: { leaf: number; event: StoredEvent }[] = [];
    for await (const rows of this.leafPages(clubId, sessionId, after)) {
      for (const r of rows) {
        leafOf.set(r.version, r.leaf);
        const e = byVersion.get(r.version);
        if (!e || e.hash !== r.eventHash) bad.add(r.version);
        else if (latest && r.leaf < latest.size) covered.push({ leaf: r.leaf, event: e });
      }
    }
    const signed = latest ? this.signedRoot(latest) : undefined;
    for (const v of await this.unproven(clubId, covered, latest?.size ?? 0, signed)) bad.add(v);
    const carried = since ? await this.carriedOver(clubId, since, latest?.size ?? 0, signed) : true;
    const first = bad.size ? Math.min(...bad) : undefined;
    let provedTo = carried ? after : 0;
    const provedNow = new Set(covered.filter((c) => !bad.has(c.event.version)).map((c) => c.event.version));
    while (carried && provedNow.has(provedTo + 1)) provedTo++;
    return {
      checkpoint: latest
        ? {
            size: latest.size,
            root16: Buffer.from(latest.root).toString('hex').slice(0, 16),
            signedAt: latest.signedAt,
            signatureValid: signed !== undefined,
          }
        : null,
      eventsInCheckpoint: (carried ? after : 0) + provedNow.size,
      eventsAfterCheckpoint: events.filter((e) => (leafOf.get(e.version) ?? Infinity) >= (latest?.size ?? 0)).length,
      leavesMatch: bad.size === 0 && carried && (!latest || signed !== undefined),
      ...(first !== undefined ? { firstLeafMismatchVersion: first } : {}),
      provedTo,
      provedAgainst: signed && latest ? { size: latest.size, root: signed } : undefined,
    };
  }

  /** The session's leaves after version `after`, in version order, LEAF_PAGE rows per query, the loop free between. */
  private async *leafPages(clubId: string, sessionId: string, after: number): AsyncGenerator<StoredLeaf[]> {
    for (let from = after; ; from += LEAF_PAGE) {
      // a session's sequenced versions are one run from 1: a page of versions is one index range (ADR 0010 revision)
      const rows = await readSessionLeaves(this.db, clubId, sessionId, from + 1, from + LEAF_PAGE);
      if (rows.length) yield rows;
      if (!rows.length || rows[rows.length - 1].version < from + LEAF_PAGE) return;
      await yieldToLoop();
    }
  }

  /** True when the latest signed tree extends the mark's (RFC 9162 consistency proof from the stored nodes). */
  private async carriedOver(clubId: string, since: LogMark, size: number, root: Hash | undefined): Promise<boolean> {
    if (since.logSize === 0 || since.version === 0) return true;
    if (!root || !since.logRoot || size < since.logSize) return false;
    if (size === since.logSize) return Buffer.from(root).equals(Buffer.from(since.logRoot));
    try {
      const nodes = await readNodes(this.db, clubId, consistencyProofNodes(since.logSize, size));
      const proof = consistencyProof(since.logSize, size, nodeGetter(clubId, nodes));
      return verifyConsistency(since.logSize, size, proof, since.logRoot, root);
    } catch {
      return false; // a node the proof needs is missing
    }
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

  /**
   * True when all of `covered` are leaves of the signed tree, shown by one climb from their leaves to the
   * root (a multi-leaf inclusion proof: each shared node read and hashed once; issue 18, ADR 0019 revision).
   */
  private async allProved(
    clubId: string,
    covered: readonly { leaf: number; event: StoredEvent }[],
    size: number,
    root: Hash,
  ): Promise<boolean> {
    const leaves = new Map(covered.map((c) => [c.leaf, leafHash(Buffer.from(c.event.hash, 'hex'))]));
    const nodes = await readNodes(this.db, clubId, multiInclusionNodes([...leaves.keys()], size));
    return verifyMultiInclusion(leaves, size, nodeGetter(clubId, nodes), root);
  }

  /**
   * The versions among `covered` whose inclusion in the signed tree fails (all, without a signed root).
   * MULTI_PAGE leaves at a time are proved by one multi-leaf climb (a few milliseconds, where one proof per
   * leaf cost a 6,000-event session over a second); only a page whose climb fails is proved leaf by leaf,
   * PROOF_PAGE leaves per query of nodes, to name its events. The event loop is free between pages (ADR 0019).
   */
  private async unproven(
    clubId: string,
    covered: readonly { leaf: number; event: StoredEvent }[],
    size: number,
    root: Hash | undefined,
  ): Promise<number[]> {
    if (covered.length === 0) return [];
    if (!root) return covered.map((c) => c.event.version);
    const out: number[] = [];
    for (let at = 0; at < covered.length; at += MULTI_PAGE) {
      if (at > 0) await yieldToLoop();
      const page = covered.slice(at, at + MULTI_PAGE);
      if (!(await this.allProved(clubId, page, size, root)))
        out.push(...(await this.oneByOne(clubId, page, size, root)));
    }
    return out;
  }

  /** The versions among `covered` whose own inclusion proof fails, PROOF_PAGE leaves per query of nodes. */
  private async oneByOne(
    clubId: string,
    covered: readonly { leaf: number; event: StoredEvent }[],
    size: number,
    root: Hash,
  ): Promise<number[]> {
    const out: number[] = [];
    for (let at = 0; at < covered.length; at += PROOF_PAGE) {
      await yieldToLoop();
      const page = covered.slice(at, at + PROOF_PAGE);
      const nodes = await readNodes(
        this.db,
        clubId,
        page.flatMap((c) => inclusionProofNodes(c.leaf, size)),
      );
      const get = nodeGetter(clubId, nodes);
      for (const c of page) {
        try {
          const proof = inclusionProof(c.leaf, size, get);
          if (!verifyInclusion(c.leaf, size, leafHash(Buffer.from(c.event.hash, 'hex')), proof, root))
            out.push(c.event.version);
        } catch {
          out.push(c.event.version); // a node the proof needs is missing
        }
      }
    }
    return out;
  }
}
