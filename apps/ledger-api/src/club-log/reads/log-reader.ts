import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  checkpointBody,
  consistencyProof,
  consistencyProofNodes,
  emptyRoot,
  inclusionProof,
  inclusionProofNodes,
  signNote,
} from '@ledger/club-log';
import type { Queryable } from '@ledger/event-store';
import { LOG_KEYS, LogKeys } from '../club-log.tokens';
import { LOG_READ_DB } from '../../replica/replica.tokens';
import { readLeafRange, readSessionLeaves } from '../store/read-leaves';
import { nodeGetter, readNodes } from '../store/read-nodes';
import { SheetCheckpoint, sessionCheckpoint } from '../store/session-checkpoint';
import { treeSize } from '../store/tree-size';

/** A signed checkpoint as kept in `log_checkpoints`. */
export interface StoredCheckpoint {
  size: number;
  root: Uint8Array;
  note: string;
  signedAt: string;
}

/** A leaf as `GET …/log/leaves` shows it. */
export interface LeafBody {
  leaf: number;
  sessionId: string;
  version: number;
  hash: string;
}

const b64 = (h: Uint8Array) => Buffer.from(h).toString('base64');

function beyond(what: string, size: number): BadRequestException {
  return new BadRequestException({
    message: `${what} is beyond the club's log, which has ${size} leaves.`,
    code: 'BEYOND_TREE',
  });
}

/** Reads of a club's log: checkpoints, leaves and proofs (each proof's nodes in one query). */
@Injectable()
export class LogReader {
  constructor(
    @Inject(LOG_READ_DB) private readonly db: Queryable,
    @Inject(LOG_KEYS) private readonly keys: LogKeys,
  ) {}

  /** The number of leaves sequenced so far. */
  size(clubId: string): Promise<number> {
    return treeSize(this.db, clubId);
  }

  /** The latest signed checkpoint, or undefined before the first. */
  async latestCheckpoint(clubId: string): Promise<StoredCheckpoint | undefined> {
    const r = await this.db.query<{ size: string; root: Buffer; note: string; signed_at: Date }>(
      'SELECT size, root, note, signed_at FROM log_checkpoints WHERE club_id = $1 ORDER BY size DESC LIMIT 1',
      [clubId],
    );
    const row = r.rows[0];
    return row && { size: Number(row.size), root: row.root, note: row.note, signedAt: row.signed_at.toISOString() };
  }

  /** The latest checkpoint's note; before the first, the signed empty tree (the signature is deterministic). */
  async checkpointNote(clubId: string): Promise<string> {
    const latest = await this.latestCheckpoint(clubId);
    if (latest) return latest.note;
    return signNote(checkpointBody({ origin: this.keys.origin(clubId), size: 0, root: emptyRoot() }), this.keys.signer);
  }

  /** Every kept checkpoint with size in [from, to], oldest first, at most `limit`. */
  async checkpoints(clubId: string, from: number, to: number, limit = 1000): Promise<{ size: number; note: string }[]> {
    const r = await this.db.query<{ size: string; note: string }>(
      `SELECT size, note FROM log_checkpoints WHERE club_id = $1 AND size BETWEEN $2 AND $3 ORDER BY size LIMIT $4`,
      [clubId, from, to, limit],
    );
    return r.rows.map((row) => ({ size: Number(row.size), note: row.note }));
  }

  /** Leaves [start, end) (`end` clipped to nothing beyond the tree is refused). */
  async leaves(clubId: string, start: number, end: number): Promise<LeafBody[]> {
    const size = await this.size(clubId);
    if (end > size) throw beyond(`end ${end}`, size);
    const rows = await readLeafRange(this.db, clubId, start, end);
    return rows.map((x) => ({ leaf: x.leaf, sessionId: x.streamId, version: x.version, hash: x.eventHash }));
  }

  /** RFC 9162 inclusion proof of `leaf` in the tree of `size` (base64 hashes). */
  async inclusion(clubId: string, leaf: number, size: number): Promise<string[]> {
    const current = await this.size(clubId);
    if (size > current) throw beyond(`size ${size}`, current);
    if (leaf >= size) throw new BadRequestException({ message: `leaf must be below size.`, code: 'BAD_QUERY' });
    const nodes = await readNodes(this.db, clubId, inclusionProofNodes(leaf, size));
    return inclusionProof(leaf, size, nodeGetter(clubId, nodes)).map(b64);
  }

  /** RFC 9162 consistency proof between the trees of `from` and `to` leaves (base64 hashes). */
  async consistency(clubId: string, from: number, to: number): Promise<string[]> {
    const current = await this.size(clubId);
    if (to > current) throw beyond(`to ${to}`, current);
    if (from > to) throw new BadRequestException({ message: `from must not exceed to.`, code: 'BAD_QUERY' });
    if (from === 0 || from === to) return [];
    const nodes = await readNodes(this.db, clubId, consistencyProofNodes(from, to));
    return consistencyProof(from, to, nodeGetter(clubId, nodes)).map(b64);
  }

  /** The latest checkpoint when it covers every event of the session up to `version`, else null. */
  async sessionCheckpoint(clubId: string, sessionId: string, version: number): Promise<SheetCheckpoint | null> {
    return sessionCheckpoint(this.db, clubId, sessionId, version);
  }

  /** The leaf of each sequenced version of a session in [fromVersion, toVersion]. */
  async sessionLeaves(
    clubId: string,
    sessionId: string,
    fromVersion = 1,
    toVersion = 2_147_483_647,
  ): Promise<Map<number, number>> {
    const rows = await readSessionLeaves(this.db, clubId, sessionId, fromVersion, toVersion, false);
    return new Map(rows.map((x) => [x.version, x.leaf]));
  }
}
