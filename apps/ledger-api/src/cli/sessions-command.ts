import type { Pool } from 'pg';
import { CliCommand, noArguments, stringOpt, UsageError } from './cli-command';
import { findClub } from './club-lookup';
import { textTable } from './text-table';

/** One line of `ledger sessions`. */
export interface SessionListing {
  id: string;
  variant: string;
  status: string;
  deals: number;
  version: number;
  created: string;
}

/** A club's sessions from the session projection, oldest first (created = the time of the first event). */
export async function listSessions(pool: Pool, clubId: string): Promise<SessionListing[]> {
  const rows = (
    await pool.query<{ id: string; variant: string; status: string; deals: number; version: number; created: Date }>(
      `SELECT v.session_id AS id, v.variant, v.status, v.version,
              coalesce(json_array_length(v.body -> 'deals'), 0)::int AS deals, e.recorded_at AS created
         FROM session_views v
         JOIN events e ON e.club_id = v.club_id AND e.stream_id = v.session_id AND e.version = 1
        WHERE v.club_id = $1
        ORDER BY e.recorded_at, v.session_id`,
      [clubId],
    )
  ).rows;
  return rows.map((r) => ({ ...r, created: r.created.toISOString() }));
}

/** `ledger sessions --club <club>`: a club's sessions. */
export const sessionsCommand: CliCommand = {
  name: 'sessions',
  summary: "list a club's sessions (id, variant, status, deals, created)",
  usage: ['ledger sessions --club <clubId|name> [--json]'],
  details: `Lists the club's sessions, oldest first: id, variant, status, the number of deals, the stream version
and when the session was opened (its first event), from the session projection (\`ledger
rebuild-projections\` rewrites it from the events).

options:
  --club <clubId|name>  the club, by id or by its exact name (\`ledger clubs\` lists them)
  --json                one JSON object a line instead of a table`,
  flags: ['json'],
  valued: ['club'],
  run: async (args, io) => {
    const club = stringOpt(args, 'club');
    if (club === undefined) throw new UsageError('needs --club <clubId|name>');
    noArguments(args);
    return io.withPool(async (pool) => {
      const { id, name } = await findClub(pool, club);
      const sessions = await listSessions(pool, id);
      if (args.opts.json) {
        io.out(sessions.map((s) => JSON.stringify(s) + '\n').join(''));
        return 0;
      }
      io.err(`club ${id} (${name}): ${sessions.length} session${sessions.length === 1 ? '' : 's'}\n`);
      if (sessions.length > 0)
        io.out(
          textTable(
            ['id', 'variant', 'status', 'deals', 'version', 'created'],
            sessions.map((s) => [s.id, s.variant, s.status, String(s.deals), String(s.version), s.created]),
          ),
        );
      return 0;
    });
  },
};
