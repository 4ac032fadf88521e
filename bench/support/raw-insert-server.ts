/**
 * The physical limit of `npm run bench:http` (issue 21): a bare `node:http` server, no framework, no
 * auth, no validation, that does what the bare Nest endpoint (bench-endpoints/bare-insert.controller.ts)
 * does with the database (insertBare, on a pool of the same size), then answers 201 `{"ok":true}`. Run as
 * its own process (like the API) by bench-servers.ts. Env: see benchServerEnv.
 */
import http from 'node:http';
import { benchServerEnv, insertBare } from './bare-insert';

const { pool, club, port } = benchServerEnv();

const server = http.createServer((req, res) => {
  if (req.method !== 'POST') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ready');
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    insertBare(pool, club, JSON.parse(Buffer.concat(chunks).toString('utf8')) as { session: string }).then(
      () => res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end('{"ok":true}'),
      (e: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e)),
    );
  });
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
