/**
 * The physical limit of `npm run bench:http` (issue 21): a bare `node:http` server, no framework, no
 * auth, no validation, that does what the bare Nest endpoint (bench-endpoints/bare-insert.controller.ts)
 * does with the database: on a checked-out client of a pool of the same size, BEGIN, the same INSERT
 * into `bench_bare` with the same parameters, COMMIT; then answers 201 `{"ok":true}`. Run as its own
 * process (like the API) by raw-server.ts. Env: DATABASE_URL, PORT, CLUB_ID, DATABASE_POOL_SIZE (16).
 */
import http from 'node:http';
import { Pool } from 'pg';

const INSERT = 'INSERT INTO bench_bare (club_id, session_id, data) VALUES ($1, $2, $3)';
const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 16),
});
const club = process.env.CLUB_ID ?? '';

async function insert(raw: Buffer): Promise<void> {
  const body = JSON.parse(raw.toString('utf8')) as { session: string };
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    try {
      await c.query(INSERT, [club, body.session, JSON.stringify(body)]);
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    }
  } finally {
    c.release();
  }
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ready');
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    insert(Buffer.concat(chunks)).then(
      () => res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end('{"ok":true}'),
      (e: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e)),
    );
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
