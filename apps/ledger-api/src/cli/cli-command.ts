import type { Pool } from 'pg';

/** Where a command writes: `out` is its result (stdout), `err` its notes and progress (stderr). */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Opens the database (DATABASE_URL or the embedded one), runs `fn` on a pool and closes it. */
  withPool<T>(fn: (pool: Pool) => Promise<T>): Promise<T>;
}

/** One entry of the command table: its help text and how it runs. */
export interface CliCommand {
  name: string;
  /** One line for `ledger --help`. */
  summary: string;
  /** The synopsis lines (`ledger export [--pbn] <sessionId>`). */
  usage: string[];
  /** The rest of `ledger <command> --help`: what it does and its options. */
  details: string;
  /** Options without a value (`--pbn`) and with one (`--out <file>`), without the dashes. */
  flags: readonly string[];
  valued: readonly string[];
  /** Runs with the parsed options and positional arguments; resolves to the exit code. */
  run(args: ParsedArgs, io: CliIo): Promise<number>;
}

/** Options by name and positional arguments. */
export interface ParsedArgs {
  opts: Record<string, string | true>;
  rest: string[];
}

/** A mistake in how the command was called: exit code 2, and the message says how to call it. */
export class UsageError extends Error {}

/** `--name value` / `--name=value` options and the remaining positional arguments (`--` ends the options). */
export function parseArgs(args: readonly string[], flags: readonly string[], valued: readonly string[]): ParsedArgs {
  const opts: Record<string, string | true> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      rest.push(...args.slice(i + 1));
      break;
    }
    if (!a.startsWith('--') || a === '-') {
      if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
      rest.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    if (flags.includes(name) && eq < 0) opts[name] = true;
    else if (valued.includes(name)) {
      const value = eq < 0 ? args[++i] : a.slice(eq + 1);
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      opts[name] = value;
    } else throw new UsageError(`unknown option ${a}`);
  }
  return { opts, rest };
}

/** The option's value when given as `--name value`. */
export function stringOpt(args: ParsedArgs, name: string): string | undefined {
  const v = args.opts[name];
  return typeof v === 'string' ? v : undefined;
}

/** For commands that take options only: a positional argument is a mistake. */
export function noArguments(args: ParsedArgs): void {
  if (args.rest.length > 0) throw new UsageError(`unexpected argument ${args.rest[0]}`);
}
