/**
 * A step between the physical limit and the API in `npm run bench:http` (issue 21.5, where the gap goes):
 * Fastify alone, with its JSON body parser and nothing else (no Nest, no auth, no validation, no hooks),
 * doing insertBare for `POST /bench/bare`. Run as its own process by bench-servers.ts. Env: see benchServerEnv.
 */
import Fastify, { LogController } from 'fastify';
import { benchServerEnv, insertBare } from './bare-insert';

const { pool, club, port } = benchServerEnv();
// Fastify's own request logging off, as the API configures it (create-app.ts)
const app = Fastify({ keepAliveTimeout: 72_000, logController: new LogController({ disableRequestLogging: true }) });
app.get('/', async () => 'ready');
app.post('/bench/bare', async (req, reply) => {
  await insertBare(pool, club, req.body as { session: string });
  return reply.code(201).send({ ok: true });
});
void app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
