/** The options of `ledger audit`. */
export interface AuditOptions {
  /** The server's base URL, e.g. http://localhost:3000. */
  base: string;
  /** An API key of the club (any role; auditor is enough). */
  key: string;
  /** The club's id. */
  club: string;
  /** Where the last verified checkpoint is kept (with `.leaves` and, when pinned on first use, `.vkey`). */
  checkpointFile: string;
  /** A vkey file to trust; absent → the key is pinned on first use into `<checkpointFile>.vkey`. */
  verifierKeyFile?: string;
}

/** The usage line of `ledger audit`. */
export const AUDIT_USAGE =
  '  audit --base URL --key KEY --club ID --checkpoint FILE [--verifier-key FILE]\n' +
  '                        verify the club log against the events and the checkpoint kept in FILE';

/** Parses `--name value` arguments; throws an Error naming what is missing or unknown. */
export function parseAuditOptions(argv: readonly string[]): AuditOptions {
  const known = new Set(['--base', '--key', '--club', '--checkpoint', '--verifier-key']);
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i];
    const value = argv[i + 1];
    if (!known.has(name)) throw new Error(`unknown option ${name}`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
    values.set(name, value);
  }
  const need = (name: string) => {
    const v = values.get(name);
    if (!v) throw new Error(`${name} is required`);
    return v;
  };
  return {
    base: need('--base').replace(/\/+$/, ''),
    key: need('--key'),
    club: need('--club'),
    checkpointFile: need('--checkpoint'),
    verifierKeyFile: values.get('--verifier-key'),
  };
}
