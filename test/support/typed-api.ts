import type { Server } from 'node:http';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import request from 'supertest';
import type { paths } from './api-types';
import { checkResponse } from './contract';

/** The typed client of the API: every path, parameter and body typed by openapi.json (openapi-fetch). */
export type LedgerApi = Client<paths>;

/** The request-body type of a POST route of the document. */
export type PostBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/** A fetch that sends the request through supertest to an app's HTTP server (nothing listens for long). */
export function supertestFetch(server: Server): (input: Request) => Promise<Response> {
  return async (input) => {
    const url = new URL(input.url);
    const method = input.method.toLowerCase() as 'get' | 'post';
    let r = request(server)[method](url.pathname + url.search);
    input.headers.forEach((v, k) => {
      r = r.set(k, v);
    });
    const text = input.body ? await input.text() : undefined;
    const res = await (text !== undefined ? r.send(text) : r).buffer(true).parse((stream, done) => {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (c: string) => (data += c));
      stream.on('end', () => done(null, data));
    });
    const body = res.status === 204 || res.status === 304 ? null : (res.body as string);
    return new Response(body, { status: res.status, headers: res.headers as Record<string, string> });
  };
}

/** Every answer is checked against openapi.json: a documented status, and a body its schema accepts. */
const contractCheck: Middleware = {
  async onResponse({ request: req, response }) {
    const url = new URL(req.url);
    const type = response.headers.get('content-type') ?? undefined;
    const text = await response.clone().text();
    let body: unknown = text;
    if (type && /json/.test(type) && text) body = JSON.parse(text);
    checkResponse(req.method, url.pathname, response.status, type, body, { strict: true });
    return response;
  },
};

/** The typed client over `fetch` (a base URL; `scripts/demo.ts`) or over an app's server (the e2e suites). */
export function createLedgerApi(o: { baseUrl: string; fetch?: (input: Request) => Promise<Response> }): LedgerApi {
  const client = createClient<paths>({ baseUrl: o.baseUrl, ...(o.fetch ? { fetch: o.fetch } : {}) });
  client.use(contractCheck);
  return client;
}

/** The Authorization header for a key. */
export function bearer(key: string): { Authorization: string } {
  return { Authorization: `Bearer ${key}` };
}
