import { Injectable } from '@nestjs/common';
import { sessionNotFound } from '../ledger/session-loader';
import { ReadRouter } from '../replica/read-router';

/** A projection row's body and the stream version it stands at. */
export interface ViewRow<T = Record<string, unknown>> {
  body: T;
  version: number;
}

/** Reads the inline projection tables, always scoped by club (another club's ids are 404), on the server the read was routed to (ADR 0024). */
@Injectable()
export class ProjectionReader {
  constructor(private readonly db: ReadRouter) {}

  /** The session row; 404 when the club has no such session. */
  async session(clubId: string, sessionId: string): Promise<ViewRow> {
    const rows = await this.db.query<ViewRow[]>(
      'SELECT body, version FROM session_views WHERE club_id = $1 AND session_id = $2',
      [clubId, sessionId],
    );
    if (rows.length === 0) throw sessionNotFound();
    return rows[0];
  }

  /** 404 when the club has no such session (its body is not read: an existence check costs one index probe). */
  async assertSession(clubId: string, sessionId: string): Promise<void> {
    const rows = await this.db.query<unknown[]>('SELECT 1 FROM session_views WHERE club_id = $1 AND session_id = $2', [
      clubId,
      sessionId,
    ]);
    if (rows.length === 0) throw sessionNotFound();
  }

  /** A deal's row, or undefined when the session has no such deal. */
  async deal(clubId: string, sessionId: string, n: number): Promise<ViewRow | undefined> {
    const rows = await this.db.query<ViewRow[]>(
      'SELECT body, version FROM deal_views WHERE club_id = $1 AND session_id = $2 AND deal_number = $3',
      [clubId, sessionId, n],
    );
    return rows[0];
  }

  /** Each seated player's id and name by seat (an empty seat, the Dummy of dummy whist, is left out). */
  async seatedPlayers(clubId: string, sessionId: string): Promise<Record<string, { id: string; name: string }>> {
    const rows = await this.db.query<{ seat: string; id: string; name: string }[]>(
      `SELECT s.key AS seat, p.id::text AS id, p.name
         FROM session_views v
        CROSS JOIN LATERAL json_each_text(v.body -> 'seats') s
         JOIN players p ON p.club_id = v.club_id AND p.id::text = s.value
        WHERE v.club_id = $1 AND v.session_id = $2`,
      [clubId, sessionId],
    );
    return Object.fromEntries(rows.map((r) => [r.seat, { id: r.id, name: r.name }]));
  }

  /** Each deal's dealer and evidence (`played`, or `result-only`), in deal order. */
  async dealHeads(clubId: string, sessionId: string): Promise<Map<number, { dealer: string; evidence: string }>> {
    const rows = await this.db.query<{ n: number; dealer: string; evidence: string | null }[]>(
      `SELECT deal_number AS n, body ->> 'dealer' AS dealer, body ->> 'evidence' AS evidence
         FROM deal_views WHERE club_id = $1 AND session_id = $2 ORDER BY deal_number`,
      [clubId, sessionId],
    );
    return new Map(rows.map((r) => [r.n, { dealer: r.dealer, evidence: r.evidence ?? 'played' }]));
  }

  /** The scoresheet row; 404 when the club has no such session. */
  async scoresheet(clubId: string, sessionId: string): Promise<ViewRow> {
    const rows = await this.db.query<ViewRow[]>(
      // The sheet has no version of its own: it stands at the session row's, written in the same statement.
      `SELECT c.body, s.version FROM scoresheet_views c
         JOIN session_views s ON s.club_id = c.club_id AND s.session_id = c.session_id
        WHERE c.club_id = $1 AND c.session_id = $2`,
      [clubId, sessionId],
    );
    if (rows.length === 0) throw sessionNotFound();
    return rows[0];
  }
}
