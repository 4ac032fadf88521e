import { HttpException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import type { LedgerConfig } from '../config/ledger-config';
import { DurabilityBarrier } from '../ledger/durability-barrier';

/** What a club may only have so many of (issue 18 point 5). */
export type QuotaKind = 'keys' | 'players' | 'sessions';

const VARIABLE: Record<QuotaKind, string> = {
  keys: 'MAX_KEYS_PER_CLUB',
  players: 'MAX_PLAYERS_PER_CLUB',
  sessions: 'MAX_SESSIONS_PER_CLUB_PER_DAY',
};

const COUNT: Record<QuotaKind, string> = {
  keys: 'SELECT count(*)::int AS n FROM api_keys WHERE club_id = $1 AND revoked_at IS NULL',
  players: 'SELECT count(*)::int AS n FROM players WHERE club_id = $1',
  // Sessions opened since midnight UTC: a session's first event is its opening.
  sessions: `SELECT count(*)::int AS n FROM events
              WHERE club_id = $1 AND version = 1 AND recorded_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
};

/** Seconds until the next midnight UTC (when the day's session count starts again). */
function secondsToMidnightUtc(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * The caps on keys and players per club and sessions per club per day (`MAX_*`, 0 = no cap). Over a cap
 * → 429 problem+json `QUOTA_EXCEEDED` naming the cap. Keys and players are counted under a per-club
 * advisory lock in the inserting transaction, so concurrent requests cannot overshoot; sessions are
 * counted before the append (a burst of simultaneous openings may pass the cap by the few in flight).
 */
@Injectable()
export class Quotas {
  constructor(
    private readonly config: ConfigService,
    private readonly db: DataSource,
    private readonly durable: DurabilityBarrier,
  ) {}

  /** The cap of a kind (0 = none). */
  cap(kind: QuotaKind): number {
    const c = this.config.get<LedgerConfig>('ledger');
    return (
      (kind === 'keys' ? c?.maxKeysPerClub : kind === 'players' ? c?.maxPlayersPerClub : c?.maxSessionsPerDay) ?? 0
    );
  }

  /** Runs `insert` in a transaction once the club is below the cap of `kind`; 429 when it is not. */
  async within<T>(kind: 'keys' | 'players', clubId: string, insert: (tx: EntityManager) => Promise<T>): Promise<T> {
    const cap = this.cap(kind);
    if (cap === 0) return this.durable.transaction(insert);
    return this.durable.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`quota:${kind}:${clubId}`]);
      await this.assertBelow(tx, kind, clubId, cap);
      return insert(tx);
    });
  }

  /** Throws 429 when the club has opened its cap of sessions today. */
  async assertSessionAllowed(clubId: string): Promise<void> {
    const cap = this.cap('sessions');
    if (cap > 0) await this.assertBelow(this.db.manager, 'sessions', clubId, cap);
  }

  private async assertBelow(q: EntityManager, kind: QuotaKind, clubId: string, cap: number): Promise<void> {
    const [{ n }] = await q.query<{ n: number }[]>(COUNT[kind], [clubId]);
    if (n < cap) return;
    const what = kind === 'sessions' ? `opened ${n} sessions today` : `has ${n} ${kind}`;
    throw new HttpException(
      {
        message: `The club ${what}; ${VARIABLE[kind]} allows ${cap}.`,
        code: 'QUOTA_EXCEEDED',
        ...(kind === 'sessions' ? { retryAfter: secondsToMidnightUtc() } : {}),
      },
      429,
    );
  }
}
