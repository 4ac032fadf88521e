import { createWriteStream, readFileSync } from 'node:fs';
import { EventStore } from '@ledger/event-store';
import { fold, initialState } from '@ledger/laws';
import type { Pool } from 'pg';
import { sessionCheckpoint } from '../club-log/store/session-checkpoint';
import { toLawEvent } from '../ledger/stored-law-event';
import { clubOfSession, exportSession } from './export-session';
import { importSession, parseExport } from './import-session';
import { CliCommand, CliIo, stringOpt, UsageError } from './cli-command';
import { progressBar } from './progress-bar';
import { sessionToPbn } from './session-pbn';

/** Where the output goes: a file (`--out`) or the command's stdout; resolves when it is flushed. */
function output(out: string | undefined, io: CliIo): { write: (t: string) => void; done: () => Promise<void> } {
  if (out === undefined)
    return {
      write: (t) => io.out(t),
      done: () => new Promise((resolve) => process.stdout.write('', () => resolve())),
    };
  const file = createWriteStream(out);
  return {
    write: (t) => void file.write(t),
    done: () => new Promise((resolve, reject) => file.end((e?: Error | null) => (e ? reject(e) : resolve()))),
  };
}

/** The session as PBN, with player names and deal dates from the database. */
export async function exportPbn(pool: Pool, sessionId: string, club?: string): Promise<string> {
  const clubId = await clubOfSession(pool, sessionId, club);
  const events = await new EventStore(pool).readStream(sessionId, { clubId });
  const state = fold(events.map(toLawEvent), initialState);
  const players: { id: string; name: string }[] = (
    await pool.query<{ id: string; name: string }>('SELECT id::text, name FROM players WHERE club_id = $1', [clubId])
  ).rows;
  const nameOf = (id: string | null | undefined) => (id ? (players.find((p) => p.id === id)?.name ?? id) : 'Dummy');
  const names = Object.fromEntries(Object.entries(state.seats).map(([seat, id]) => [seat, nameOf(id)]));
  const started = new Map(
    events.filter((e) => e.type === 'DealStarted').map((e) => [(e.data as { deal: number }).deal, e.recordedAt]),
  );
  const dateOf = (n: number) => (started.get(n) ?? events[0].recordedAt).slice(0, 10).replace(/-/g, '.');
  const last = events.at(-1)?.version ?? 0;
  const checkpoint = await sessionCheckpoint(pool, clubId, sessionId, last);
  return sessionToPbn(state, { event: `${state.variant} session ${sessionId}`, names, dateOf, checkpoint });
}

/** `ledger export …`: JSON lines (default) or PBN. */
export const exportCommand: CliCommand = {
  name: 'export',
  summary: "a session's events as JSON lines, or its deals in PBN (--pbn)",
  usage: [
    'ledger export [--club <clubId>] [--out <file>] <sessionId>',
    'ledger export --pbn [--out <file>] <sessionId>',
  ],
  details: `JSON lines: one stored event a line in version order, with prevHash and hash; \`ledger import\` reads them back.
With --pbn: the deals of a whist, dummy-whist, bridge-1904 or solo-whist session in Portable Bridge Notation.

options:
  --pbn           Portable Bridge Notation instead of JSON lines
  --club <clubId> the session's club, when its id is in more than one club
  --out <file>    write to the file instead of stdout
The session ids of a club: \`ledger sessions --club <club>\`.`,
  flags: ['pbn'],
  valued: ['club', 'out'],
  run: async (args, io) => {
    if (args.rest.length !== 1)
      throw new UsageError(args.rest.length === 0 ? 'needs a <sessionId>' : 'takes one <sessionId> only');
    const [sessionId] = args.rest;
    const club = stringOpt(args, 'club');
    return io.withPool(async (pool) => {
      const out = output(stringOpt(args, 'out'), io);
      if (args.opts.pbn) {
        out.write(await exportPbn(pool, sessionId, club));
        await out.done();
        return 0;
      }
      const bar = progressBar('export');
      const n = await exportSession(pool, sessionId, out.write, { club, progress: bar });
      await out.done();
      io.err(`exported ${n} events of session ${sessionId}\n`);
      return 0;
    });
  },
};

/** `ledger import <file|->`. */
export const importCommand: CliCommand = {
  name: 'import',
  summary: 'a session exported with `ledger export`, appended through the event store',
  usage: ['ledger import <file|->'],
  details: `Checks the whole hash chain of the file first, then appends the events through the event store once per
original append (same recordedAt), so the hashes come out the same; an altered file or a session already
in this database is refused with nothing written. \`-\` reads the file from stdin.`,
  flags: [],
  valued: [],
  run: async (args, io) => {
    if (args.rest.length !== 1)
      throw new UsageError(args.rest.length === 0 ? 'needs a <file> (or - for stdin)' : 'takes one <file> only');
    const text = readFileSync(args.rest[0] === '-' ? 0 : args.rest[0], 'utf8');
    return io.withPool(async (pool) => {
      const r = await importSession(pool, parseExport(text), progressBar('import'));
      io.out(
        `imported session ${r.sessionId} of club ${r.clubId}: ${r.events} events in ${r.appends} appends, chain head ${r.lastHash}\n`,
      );
      const club = (await pool.query('SELECT 1 FROM clubs WHERE id = $1', [r.clubId])).rowCount;
      if (!club)
        io.out(
          `note: club ${r.clubId} has no row in this database; its keys must exist here to read the session over the API\n`,
        );
      return 0;
    });
  },
};
