import 'reflect-metadata';
import { readConfig } from './config/ledger-config';
import { createApp } from './create-app';
import { resolveDatabase } from './database/resolve-database';

/** Starts the API: database (given or embedded), migrations, then HTTP on PORT. */
async function bootstrap(): Promise<void> {
  const config = readConfig();
  const db = await resolveDatabase(config);
  const app = await createApp({ ...config, databaseUrl: db.url });
  app.enableShutdownHooks();
  const stopDb = async () => db.stop().catch(() => undefined);
  process.once('SIGTERM', () => void app.close().then(stopDb));
  process.once('SIGINT', () => void app.close().then(stopDb));
  await app.listen(config.port, '0.0.0.0');
  console.log(JSON.stringify({ level: 'info', msg: `ledger-api listening on http://localhost:${config.port}`, database: db.embedded ? 'embedded' : 'external' }));
}

bootstrap().catch((e) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'start-up failed', error: String(e?.message ?? e) }));
  process.exit(1);
});
