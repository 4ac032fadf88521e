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

  /** A deal's row, or undefined when the session has no such deal. */
  async deal(clubId: string, sessionId: string, n: number): Promise<ViewRow | undefined> {
    const rows = await this.db.query<ViewRow[]>(
      'SELECT body, version FROM deal_views WHERE club_id = $1 AND session_id = $2 AND deal_number = $3',
      [clubId, sessionId, n],
    );
    return rows[0];
  }

  /** The scoresheet row; 404 when the club has no such session. */
  async scoresheet(clubId: string, sessionId: string): Promise<ViewRow> {
    const rows = await this.db.query<ViewRow[]>(
      'SELECT body, version FROM scoresheet_views WHERE club_id = $1 AND session_id = $2',
      [clubId, sessionId],
    );
    if (rows.length === 0) throw sessionNotFound();
    return rows[0];
  }
}
