import { CliCommand, CliIo, parseArgs, UsageError } from './cli-command';

const HELP = new Set(['--help', '-h', 'help']);

/** `ledger --help`: every command with its one-line summary. */
export function toolHelp(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((c) => c.name.length)) + 2;
  return `usage: ledger <command> [options]

commands:
${commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`).join('\n')}

\`ledger <command> --help\` tells more about one. The database is DATABASE_URL, else the embedded
PostgreSQL of \`npm start\` (LEDGER_DATA_DIR, EMBEDDED_PG_PORT).
`;
}

/** `ledger <command> --help`. */
export function commandHelp(c: CliCommand): string {
  return `usage: ${c.usage.join('\n       ')}

${c.summary}.

${c.details}
`;
}

/**
 * Runs `ledger` with its arguments: help on `out` with exit 0; a mistake in the call on `err` with exit 2,
 * naming the fix; a failure of the command on `err` with exit 1.
 */
export async function runCli(argv: readonly string[], commands: readonly CliCommand[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || HELP.has(name)) {
    const topic = name === 'help' ? args[0] : undefined;
    if (topic === undefined) {
      io.out(toolHelp(commands));
      return 0;
    }
    const c = commands.find((x) => x.name === topic);
    if (c) {
      io.out(commandHelp(c));
      return 0;
    }
    io.err(`ledger: no command "${topic}"; \`ledger --help\` lists them\n`);
    return 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(
      name.startsWith('-')
        ? `ledger: unknown option ${name}; give a command first, see \`ledger --help\`\n`
        : `ledger: unknown command "${name}"; \`ledger --help\` lists the commands\n`,
    );
    return 2;
  }
  if (args.some((a) => a === '--help' || a === '-h')) {
    io.out(commandHelp(command));
    return 0;
  }
  try {
    return await command.run(parseArgs(args, command.flags, command.valued), io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`ledger ${name}: ${e.message}; see \`ledger ${name} --help\`\n`);
      return 2;
    }
    io.err(`ledger ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}
