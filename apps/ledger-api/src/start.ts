#!/usr/bin/env node
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runMigrations } from '../../../migrations/run-migrations';
import { apiEnvironment } from './config/api-environment';
import { readConfig } from './config/ledger-config';
import { localOperatorToken, localTokenFile } from './config/local-operator-token';
import { redactedUrl } from './database/database-url';
import { EMBEDDED_APP_LOGIN, startEmbeddedLedger } from './database/embedded-ledger';
import { ensureDatabase } from './database/ensure-database';

const log = (level: string, msg: string, extra: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level, msg, ...extra }));

/**
 * `npm start` (ADR 0011): prepares the database, then starts the serving process (main.js) as a child
 * with only the API login in its environment, and waits for it.
 * - `DATABASE_URL` unset: the embedded PostgreSQL in `.data/pg`, its owner and API logins (passwords
 *   generated into `.data`, mode 600), migrated as the owner; the API gets `ledger_api`'s URL and, unless
 *   given one, the local operator token.
 * - `DATABASE_URL` set: `MIGRATION_DATABASE_URL`, when set, creates the database if missing and migrates
 *   it; with `LEDGER_ALLOW_OWNER_CONNECTION=1` and no owner URL, `DATABASE_URL` itself does (a throwaway
 *   set-up whose API login is the owner). `MIGRATION_DATABASE_URL` is removed from the API's environment.
 */
async function launch(): Promise<number> {
  const config = readConfig();
  const owner = process.env.MIGRATION_DATABASE_URL || undefined;
  const extra: NodeJS.ProcessEnv = {};
  let stop = (): Promise<void> => Promise.resolve();
  if (!config.databaseUrl) {
    if (owner)
      throw new Error(
        'MIGRATION_DATABASE_URL is set but DATABASE_URL is not: give both (owner and API login), or neither for the embedded database',
      );
    const embedded = await startEmbeddedLedger(config.dataDir, config.embeddedPort);
    stop = () => embedded.stop();
    extra.DATABASE_URL = embedded.appUrl;
    log('info', `embedded PostgreSQL ready and migrated; the API logs in as ${EMBEDDED_APP_LOGIN}`, {
      database: redactedUrl(embedded.appUrl),
    });
    if (!config.operatorToken) {
      extra.LEDGER_OPERATOR_TOKEN = localOperatorToken(config.dataDir);
      log('info', `operator token for this local ledger: ${localTokenFile(config.dataDir)}`);
    }
  } else if (owner || config.allowOwnerConnection) {
    const url = owner ?? config.databaseUrl;
    await ensureDatabase(url);
    const applied = await runMigrations(url);
    log('info', 'migrations run', { database: redactedUrl(url), applied });
  } else {
    log('info', 'MIGRATION_DATABASE_URL is unset: not running the migrations (npm run migrate runs them)');
  }
  const main = path.join(__dirname, 'main.js');
  const env = apiEnvironment(process.env, extra);
  const child = spawn(process.execPath, [...process.execArgv, main], { env, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  const code = await new Promise<number>((resolve) =>
    child.once('exit', (c, signal) => resolve(c ?? (signal ? 128 + 15 : 1))),
  );
  await stop().catch(() => undefined);
  return code;
}

launch().then(
  (code) => process.exit(code),
  (e) => {
    console.error(
      JSON.stringify({ level: 'fatal', msg: 'start-up failed', error: e instanceof Error ? e.message : String(e) }),
    );
    process.exit(1);
  },
);
