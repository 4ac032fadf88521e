import 'reflect-metadata';
import { readConfig } from './config/ledger-config';
import { localOperatorToken, localTokenFile } from './config/local-operator-token';
import { assertOperatorTokenStrong } from './config/operator-token-policy';
import { createApp } from './create-app';
import { resolveDatabase } from './database/resolve-database';

/** Starts the API: database (given or embedded), migrations, then HTTP on PORT. */
async function bootstrap(): Promise<void> {
  const given = readConfig();
  assertOperatorTokenStrong(given.operatorToken);
  const db = await resolveDatabase(given);
  // A local run on the embedded database gets an operator token of its own, kept under .data/.
  const config =
    !given.operatorToken && db.embedded ? { ...given, operatorToken: localOperatorToken(given.dataDir) } : given;
  const app = await createApp({ ...config, databaseUrl: db.url });
  app.enableShutdownHooks();
  const stopDb = async () => db.stop().catch(() => undefined);
  process.once('SIGTERM', () => void app.close().then(stopDb));
  process.once('SIGINT', () => void app.close().then(stopDb));
  await app.listen(config.port, '0.0.0.0');
  console.log(
    JSON.stringify({
      level: 'info',
      msg: `ledger-api listening on http://localhost:${config.port}`,
      database: db.embedded ? 'embedded' : 'external',
    }),
  );
  if (config !== given)
    console.log(
      JSON.stringify({ level: 'info', msg: `operator token for this local ledger: ${localTokenFile(given.dataDir)}` }),
    );
}

bootstrap().catch((e) => {
  console.error(
    JSON.stringify({ level: 'fatal', msg: 'start-up failed', error: e instanceof Error ? e.message : String(e) }),
  );
  process.exit(1);
});
