import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';

/** A server in front of the real one that rewrites some of its answers: the auditor must notice. */
export async function lyingProxy(
  upstream: string,
  rewrite: (path: string, body: string) => string,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const up = await fetch(`${upstream}${req.url}`, { headers: { authorization: req.headers.authorization ?? '' } });
      const body = await up.text();
      res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? 'text/plain' });
      res.end(up.ok ? rewrite(req.url ?? '', body) : body);
    })().catch((e: Error) => {
      res.writeHead(502);
      res.end(e.message);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
