import 'reflect-metadata';
import { heldOwnerSecrets } from './config/api-environment';
import { readConfig } from './config/ledger-config';
import { assertOperatorTokenStrong } from './config/operator-token-policy';
import { createApp } from './create-app';

/**
 * The serving process: HTTP on PORT over `DATABASE_URL`, the app's login (ADR 0011). It never runs the
 * migrations and never holds the owner's credentials; `npm start` (start.ts) prepares the database and
 * starts it, `npm run migrate` migrates an external database.
 */
async function bootstrap(): Promise<void> {
  const held = heldOwnerSecrets(process.env);
  if (held.length)
    throw new Error(
      `refusing to start: ${held.join(', ')} is set in the API's environment; the serving process must not hold the owner's credentials. Run the migrations first (\`npm run migrate\`), then start the API without it (\`npm start\` does both, passing the API only DATABASE_URL).`,
    );
  const config = readConfig();
  assertOperatorTokenStrong(config.operatorToken);
  if (!config.databaseUrl)
    throw new Error(
      'DATABASE_URL is unset: `npm start` runs the embedded PostgreSQL and starts this process on it; with a server of your own, set DATABASE_URL to the API login (a member of ledger_app)',
    );
  if (process.env.DATABASE_APP_ROLE)
    console.log(
      JSON.stringify({
        level: 'warn',
        msg: 'DATABASE_APP_ROLE is no longer used: the API acts as the role DATABASE_URL logs in as (ADR 0011)',
      }),
    );
  const app = await createApp({ ...config, databaseUrl: config.databaseUrl });
  app.enableShutdownHooks();
  process.once('SIGTERM', () => void app.close());
  process.once('SIGINT', () => void app.close());
  // Idle keep-alive connections are closed by the clients and proxies, not here first: a server that closes
  // one (Node's default: after 5 s) while a busy client sends on it drops that request (ECONNRESET); seen
  // in `npm run test:failover` at load average 16. 65 s outlasts the usual proxies' 60 s idle timeout.
  const server = app.getHttpServer() as { keepAliveTimeout: number; headersTimeout: number };
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await app.listen(config.port, '0.0.0.0');
  console.log(JSON.stringify({ level: 'info', msg: `ledger-api listening on http://localhost:${config.port}` }));
}

bootstrap().catch((e) => {
  console.error(
    JSON.stringify({ level: 'fatal', msg: 'start-up failed', error: e instanceof Error ? e.message : String(e) }),
  );
  process.exit(1);
});
