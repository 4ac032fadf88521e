/**
 * `npm run -s log-keygen -- --out <file> [--name <key name>]`: generates the club log's Ed25519 signing
 * key (a C2SP signed-note private key) into <file> with mode 600, refusing to overwrite one, and prints
 * the public verifier key on stdout (publish it to the members; the server also serves it at
 * GET /v1/clubs/{id}/log/key). The private key is never printed. Name it `LEDGER_LOG_SIGNING_KEY_FILE`.
 */
import { generateSignerKey } from '@ledger/club-log';
import { writeFileSync } from 'node:fs';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const out = option('out');
if (!out) {
  console.error('usage: npm run -s log-keygen -- --out <file> [--name <key name, default club-ledger.local>]');
  process.exit(2);
}
const keys = generateSignerKey(option('name') ?? process.env.LEDGER_LOG_KEY_NAME ?? 'club-ledger.local');
try {
  writeFileSync(out, `${keys.skey}\n`, { mode: 0o600, flag: 'wx' });
} catch (e) {
  console.error(`log-keygen: cannot create ${out}: ${(e as Error).message} (an existing key is never overwritten)`);
  process.exit(1);
}
console.log(keys.vkey);
