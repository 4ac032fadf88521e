import { readFileSync } from 'node:fs';
import { CliCommand, UsageError } from './cli-command';
import { startFromPbn } from './import-pbn';

/** `ledger import-pbn`: start a session's next deal with the hands of a PBN file's board, over the REST API. */
export const importPbnCommand: CliCommand = {
  name: 'import-pbn',
  summary: "start a session's next deal with the hands of a PBN hand record (needs only an API key)",
  usage: ['ledger import-pbn --base URL --key KEY --session ID [--board N] FILE'],
  details: `Reads the PBN file (hand records from BridgeComposer, a dealing program, or \`ledger export --pbn\`) and
starts the session's next deal through POST /v1/sessions/{id}/deals with the dealer and the four hands of the
board of the same number (or --board N); the trump card or suit of a whist-family deal when the file gives it
(LedgerTrumpCard, LedgerTrump). Run it before each deal: a deal starts once the previous one has ended.
Exit 0 when the deal started; 1 with the server's problem (e.g. 422 DEAL_IN_PROGRESS) when not.

options:
  --base URL      the ledger's address, e.g. http://localhost:3000
  --key KEY       a scorer's or admin's API key
  --session ID    the session
  --board N       the board to take (default: the number of the deal being started)`,
  flags: [],
  valued: ['base', 'key', 'session', 'board'],
  run: async (args, io) => {
    for (const name of ['base', 'key', 'session'])
      if (typeof args.opts[name] !== 'string') throw new UsageError(`--${name} is required`);
    if (args.rest.length !== 1) throw new UsageError('give one PBN file');
    const base = String(args.opts.base).replace(/\/$/, '');
    const headers = { authorization: `Bearer ${String(args.opts.key)}`, 'content-type': 'application/json' };
    const sessionPath = `${base}/v1/sessions/${encodeURIComponent(String(args.opts.session))}`;
    const got = await fetch(sessionPath, { headers });
    if (!got.ok) {
      io.err(`GET session answered ${got.status}: ${(await got.text()).slice(0, 300)}\n`);
      return 1;
    }
    const session = (await got.json()) as { variant: string; deals: { number: number }[] };
    const deal = session.deals.length + 1;
    const board = args.opts.board === undefined ? deal : Number(args.opts.board);
    if (!Number.isInteger(board) || board < 1) throw new UsageError('--board is a board number');
    let body;
    try {
      body = startFromPbn(readFileSync(args.rest[0], 'utf8'), deal, board, session.variant);
    } catch (e) {
      io.err(`${(e as Error).message}\n`);
      return 1;
    }
    const res = await fetch(`${sessionPath}/deals`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) {
      io.err(`POST deals answered ${res.status}: ${(await res.text()).slice(0, 500)}\n`);
      return 1;
    }
    io.out(`deal ${deal} started with the hands of board ${board} (dealer ${body.dealer})\n`);
    return 0;
  },
};
