import { Injectable } from '@nestjs/common';
import { canonicalJson, EventStore } from '@ledger/event-store';
import { fold, initialState } from '@ledger/laws';
import { DataSource } from 'typeorm';
import { lastTouchedVersions, projectionRows } from '../../ledger/projections/projection-rows';
import { toLawEvent } from '../../ledger/stored-law-event';
import { SERVER_LIMITS, SessionLogCheck, SessionLogChecker } from '../../club-log/verify/session-log-check';

/**
 * The audit answer of api.md: `{chainValid, eventsChecked, replayMatches, firstBadVersion?}`, with what the
 * server checked against the club's log (`log`) and what it cannot prove alone (`limits`).
 */
export interface Verification {
  chainValid: boolean;
  eventsChecked: number;
  replayMatches: boolean;
  firstBadVersion?: number;
  mismatches?: string[];
  log: SessionLogCheck;
  limits: string;
}

/** Checks the hash chain and that replaying the stream gives the stored projections. */
@Injectable()
export class SessionVerifier {
  constructor(
    private readonly store: EventStore,
    private readonly db: DataSource,
    private readonly logCheck: SessionLogChecker,
  ) {}

  /** Verifies one session of a club. */
  async verify(clubId: string, sessionId: string): Promise<Verification> {
    const chain = await this.store.verify(sessionId, { clubId });
    const events = await this.store.readStream(sessionId, { clubId });
    const law = events.map(toLawEvent);
    const expected = projectionRows(sessionId, fold(law, initialState), 'all', lastTouchedVersions(law));
    const mismatches = await this.compare(clubId, sessionId, expected);
    const log = await this.logCheck.check(clubId, sessionId, events);
    return {
      chainValid: chain.valid,
      eventsChecked: chain.eventsChecked,
      replayMatches: mismatches.length === 0,
      ...(chain.firstBadVersion !== undefined ? { firstBadVersion: chain.firstBadVersion } : {}),
      ...(mismatches.length ? { mismatches } : {}),
      log,
      limits: SERVER_LIMITS,
    };
  }

  private async compare(
    clubId: string,
    sessionId: string,
    expected: ReturnType<typeof projectionRows>,
  ): Promise<string[]> {
    const q = <T>(sql: string) => this.db.query<T[]>(sql, [clubId, sessionId]);
    const [session] = await q<{ body: unknown }>(
      'SELECT body FROM session_views WHERE club_id = $1 AND session_id = $2',
    );
    const deals = await q<{ deal_number: number; body: object }>(
      'SELECT deal_number, body FROM deal_views WHERE club_id = $1 AND session_id = $2 ORDER BY deal_number',
    );
    const [sheet] = await q<{ body: unknown }>(
      'SELECT body FROM scoresheet_views WHERE club_id = $1 AND session_id = $2',
    );
    const out: string[] = [];
    const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
    if (!session || !same(session.body, expected.session.body)) out.push('session');
    if (!sheet || !same(sheet.body, expected.scoresheet.body)) out.push('scoresheet');
    if (deals.length !== expected.deals.length) out.push('deal count');
    for (const d of expected.deals) {
      const row = deals.find((r) => r.deal_number === d.number);
      if (!row || !same(row.body, d.body)) out.push(`deal ${d.number}`);
    }
    return out;
  }
}
