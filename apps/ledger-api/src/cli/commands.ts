import { auditCommand } from './audit-entry';
import type { CliCommand } from './cli-command';
import { clubsCommand } from './clubs-command';
import { rebuildCommand } from './rebuild-command';
import { sessionsCommand } from './sessions-command';
import { exportCommand, importCommand } from './session-commands';
import { importPbnCommand } from './import-pbn-command';
import { verifyCommand } from './verify-command';

/** Every command of `ledger`, in the order `ledger --help` lists them: one entry per command, with its help. */
export const COMMANDS: readonly CliCommand[] = [
  clubsCommand,
  sessionsCommand,
  exportCommand,
  importCommand,
  importPbnCommand,
  verifyCommand,
  rebuildCommand,
  auditCommand,
];
