import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ReadRouter } from '../../replica/read-router';

/**
 * A session's verified-up-to mark (table `verification_marks`, ADR 0019): every event up to `version`
 * passed this server's checks (hash chain, replay, leaves of the club log proved against the signed
 * checkpoint of `logSize` leaves and root `logRoot`), and the event at `version` had hash `hash`.
 * It is the server's own claim, kept to make the next verification cost only the newer events.
 */
export interface VerificationMark {
  version: number;
  hash: string;
  logSize: number;
  logRoot: Uint8Array | null;
  verifiedAt: string;
}

interface Row {
  version: number;
  hash: string;
  log_size: string;
  log_root: Buffer | null;
  verified_at: Date;
}

/**
 * Reads and moves the marks; a mark only moves forward (the table's trigger refuses going back). Read where
 * the verification reads (a standby, ADR 0024), moved on the primary.
 */
@Injectable()
export class VerificationMarks {
  constructor(
    private readonly db: DataSource,
    private readonly reads: ReadRouter,
  ) {}

  /** The session's mark, or undefined before its first complete verification. */
  async get(clubId: string, sessionId: string): Promise<VerificationMark | undefined> {
    const [r] = await this.reads.query<Row[]>(
      'SELECT version, hash, log_size, log_root, verified_at FROM verification_marks WHERE club_id = $1 AND stream_id = $2',
      [clubId, sessionId],
    );
    return (
      r && {
        version: r.version,
        hash: r.hash,
        logSize: Number(r.log_size),
        logRoot: r.log_root,
        verifiedAt: r.verified_at.toISOString(),
      }
    );
  }

  /** Moves the mark to `m` (inserting it the first time); a mark already further on is left as it is. */
  async advance(clubId: string, sessionId: string, m: Omit<VerificationMark, 'verifiedAt'>): Promise<void> {
    await this.db.query(
      `INSERT INTO verification_marks (club_id, stream_id, version, hash, log_size, log_root) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (club_id, stream_id) DO UPDATE SET version = EXCLUDED.version, hash = EXCLUDED.hash,
         log_size = EXCLUDED.log_size, log_root = EXCLUDED.log_root, verified_at = now()
       WHERE verification_marks.version <= EXCLUDED.version AND verification_marks.log_size <= EXCLUDED.log_size`,
      [clubId, sessionId, m.version, m.hash, m.logSize, m.logRoot ? Buffer.from(m.logRoot) : null],
    );
  }
}
