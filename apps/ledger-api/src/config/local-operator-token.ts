import path from 'node:path';
import { localSecret } from './local-secret';

/** Where a local (embedded-database) run keeps its generated operator token. */
export function localTokenFile(dataDir: string): string {
  return path.join(dataDir, 'operator-token');
}

/**
 * The operator token of a local run with no `LEDGER_OPERATOR_TOKEN`: generated once (256 random
 * bits), kept in `<dataDir>/operator-token` (mode 600, git-ignored), so `npm run demo` and a
 * club's first set-up work right after `npm ci && npm start`. Never used with an external database.
 */
export function localOperatorToken(dataDir: string): string {
  return localSecret(dataDir, 'operator-token');
}
