import { CliCommand, noArguments } from './cli-command';
import { textTable } from './text-table';

/** `ledger clubs`: the clubs in this database, with their number of sessions. */
export const clubsCommand: CliCommand = {
  name: 'clubs',
  summary: 'list the clubs in this database (id, name, sessions, created)',
  usage: ['ledger clubs'],
  details: `Lists every club of this database, oldest first, with how many sessions it has; the id or the name
is what \`ledger sessions --club\` takes.`,
  flags: [],
  valued: [],
  run: async (args, io) => {
    noArguments(args);
    return io.withPool(async (pool) => {
      const rows = (
        await pool.query<{ id: string; name: string; sessions: number; created: Date }>(
          `SELECT c.id::text, c.name, c.created_at AS created,
                  (SELECT count(*) FROM session_views v WHERE v.club_id = c.id)::int AS sessions
             FROM clubs c ORDER BY c.created_at, c.id`,
        )
      ).rows;
      io.err(`${rows.length} club${rows.length === 1 ? '' : 's'}\n`);
      if (rows.length > 0)
        io.out(
          textTable(
            ['id', 'name', 'sessions', 'created'],
            rows.map((r) => [r.id, r.name, String(r.sessions), r.created.toISOString()]),
          ),
        );
      return 0;
    });
  },
};
