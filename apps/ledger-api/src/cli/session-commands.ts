import { createWriteStream, readFileSync } from 'node:fs';
import { EventStore } from '@ledger/event-store';
import { fold, initialState } from '@ledger/laws';
import type { Pool } from 'pg';
import { sessionCheckpoint } from '../club-log/store/session-checkpoint';
import { toLawEvent } from '../ledger/stored-law-event';
import { clubOfSession, exportSession } from './export-session';
import { importSession, parseExport } from './import-session';
import { progressBar } from './progress-bar';
import { sessionToPbn } from './session-pbn';

/** Usage lines of the session commands (for the CLI's help). */
export const SESSION_USAGE = `  export [--club <id>] [--out <file>] <sessionId>
                        the session's events as JSON lines (stdout by default)
  export --pbn [--out <file>] <sessionId>
                        a whist-family session's deals in Portable Bridge Notation
  import <file|->       a session exported above, appended through the event store (same hashes)`;

/** `--name value` options and the remaining positional arguments. */
export function parseArgs(
  args: readonly string[],
  flags: readonly string[],
  valued: readonly string[],
): { opts: Record<string, string | true>; rest: string[] } {
  const opts: Record<string, string | true> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const name = a.startsWith('--') ? a.slice(2) : null;
    if (name !== null && flags.includes(name)) opts[name] = true;
    else if (name !== null && valued.includes(name)) {
      if (args[i + 1] === undefined) throw new Error(`${a} needs a value`);
      opts[name] = args[++i];
    } else if (name !== null) throw new Error(`unknown option ${a}`);
    else rest.push(a);
  }
  return { opts, rest };
}

/** Where the output goes: a file (`--out`) or stdout; resolves when it is flushed. */
function output(out: string | true | undefined): { write: (t: string) => void; done: () => Promise<void> } {
  if (typeof out !== 'string')
    return {
      write: (t) => void process.stdout.write(t),
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
export async function runExport(pool: Pool, args: readonly string[]): Promise<number> {
  const { opts, rest } = parseArgs(args, ['pbn'], ['club', 'out']);
  if (rest.length !== 1) throw new Error('usage: ledger export [--pbn] [--club <id>] [--out <file>] <sessionId>');
  const club = typeof opts.club === 'string' ? opts.club : undefined;
  const out = output(opts.out);
  if (opts.pbn) {
    out.write(await exportPbn(pool, rest[0], club));
    await out.done();
    return 0;
  }
  const bar = progressBar('export');
  const n = await exportSession(pool, rest[0], out.write, { club, progress: bar });
  await out.done();
  process.stderr.write(`exported ${n} events of session ${rest[0]}\n`);
  return 0;
}

/** `ledger import <file|->`. */
export async function runImport(pool: Pool, args: readonly string[]): Promise<number> {
  const { rest } = parseArgs(args, [], []);
  if (rest.length !== 1) throw new Error('usage: ledger import <file|->');
  const text = readFileSync(rest[0] === '-' ? 0 : rest[0], 'utf8');
  const r = await importSession(pool, parseExport(text), progressBar('import'));
  console.log(
    `imported session ${r.sessionId} of club ${r.clubId}: ${r.events} events in ${r.appends} appends, chain head ${r.lastHash}`,
  );
  const club = (await pool.query('SELECT 1 FROM clubs WHERE id = $1', [r.clubId])).rowCount;
  if (!club)
    console.log(
      `note: club ${r.clubId} has no row in this database; its keys must exist here to read the session over the API`,
    );
  return 0;
}
