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

type Method = 'get' | 'post';
/** The document's paths that have an operation for the method. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];
type Op<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;
/** The path parameters of an operation (`{ sessionId: string; n: number }`). */
export type PathParams<P extends keyof paths, M extends Method> =
  Op<P, M> extends { parameters: { path: infer X } } ? X : Record<string, never>;
/** The body of an operation's success answer (200 or 201), as the document types it. */
export type Answer<P extends keyof paths, M extends Method> =
  Op<P, M> extends { responses: infer R }
    ? R extends { 200: { content: { 'application/json': infer B } } }
      ? B
      : R extends { 201: { content: { 'application/json': infer B } } }
        ? B
        : never
    : never;

/**
 * One call by path template, typed end to end by the document (its path parameters, its body and its answer);
 * throws with the status and the problem unless the answer is a success.
 */
export async function call<M extends Method, P extends PathOf<M>>(
  api: LedgerApi,
  method: M,
  key: string,
  path: P,
  params: PathParams<P, M>,
  ...body: M extends 'post' ? [PostBody<P>] : []
): Promise<Answer<P, M>> {
  const init = { params: { path: params }, headers: bearer(key), ...(body.length ? { body: body[0] } : {}) };
  const res =
    method === 'get' ? await api.GET(path as never, init as never) : await api.POST(path as never, init as never);
  if (!res.response.ok)
    throw new Error(`${method.toUpperCase()} ${path} → ${res.response.status} ${JSON.stringify(res.error)}`);
  return res.data as Answer<P, M>;
}
