import { CliCommand, noArguments, UsageError } from './cli-command';
import { runAuditCommand } from './audit-command';

const OPTIONS = ['base', 'key', 'club', 'checkpoint', 'verifier-key'] as const;

/** `ledger audit`: the club log checked from outside, trusting only the pinned verifier key (api.md). */
export const auditCommand: CliCommand = {
  name: 'audit',
  summary: "verify a club's log against its events and the checkpoint you kept (needs only an API key)",
  usage: ['ledger audit --base URL --key KEY --club ID --checkpoint FILE [--verifier-key FILE]'],
  details: `Talks to a running ledger over HTTP (no database): checks the server's latest signed checkpoint with
the pinned verifier key (--verifier-key FILE, else pinned on first use into FILE.vkey), its consistency with
the checkpoint kept in FILE, recomputes every leaf from the downloaded events and every session's hash chain,
replays every session, then keeps the new checkpoint in FILE. Exit 0 when everything holds; 1 with a report
naming the first leaf, session and version that differ.`,
  flags: [],
  valued: OPTIONS,
  run: (args, io) => {
    noArguments(args);
    for (const name of ['base', 'key', 'club', 'checkpoint'])
      if (typeof args.opts[name] !== 'string') throw new UsageError(`--${name} is required`);
    const argv = OPTIONS.flatMap((name) => {
      const v = args.opts[name];
      return typeof v === 'string' ? [`--${name}`, v] : [];
    });
    return runAuditCommand(argv, (line) => io.out(`${line}\n`));
  },
};
