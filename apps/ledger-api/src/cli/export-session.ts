import { EventStore } from '@ledger/event-store';
import type { Pool } from 'pg';
import { toLine } from './session-lines';

/** The club of a session stream (stream ids are UUIDs; `club` narrows it if ever ambiguous). */
export async function clubOfSession(pool: Pool, sessionId: string, club?: string): Promise<string> {
  const rows: { club_id: string }[] = (
    await pool.query<{ club_id: string }>(
      'SELECT DISTINCT club_id FROM events WHERE stream_id = $1 AND ($2::uuid IS NULL OR club_id = $2::uuid)',
      [sessionId, club ?? null],
    )
  ).rows;
  if (rows.length === 0)
    throw new Error(
      `no session ${sessionId} in this database; \`ledger sessions --club <club>\` lists a club's sessions`,
    );
  if (rows.length > 1)
    throw new Error(`session ${sessionId} exists in ${rows.length} clubs: name one with --club <clubId>`);
  return rows[0].club_id;
}

/**
 * Writes a session's events as JSON lines, one stored event a line in version order, with their
 * hashes (see SessionLine). Returns the number of events written.
 */
export async function exportSession(
  pool: Pool,
  sessionId: string,
  write: (text: string) => void,
  o: { club?: string; progress?: (done: number, total: number) => void } = {},
): Promise<number> {
  const clubId = await clubOfSession(pool, sessionId, o.club);
  const events = await new EventStore(pool).readStream(sessionId, { clubId });
  const chunk = 500;
  for (let i = 0; i < events.length; i += chunk) {
    write(
      events
        .slice(i, i + chunk)
        .map((e) => `${JSON.stringify(toLine(e))}\n`)
        .join(''),
    );
    o.progress?.(Math.min(i + chunk, events.length), events.length);
  }
  return events.length;
}
