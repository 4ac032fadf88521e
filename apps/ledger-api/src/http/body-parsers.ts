import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HAND_RECORDS_LIMIT } from '../sessions/hand-records/hand-records.dto';
import { jsonDeeperThan, JsonTooDeepError, MAX_JSON_DEPTH } from './json-depth';

/** Largest request body accepted, in bytes (64 KiB); anything larger is refused early with 413. */
export const BODY_LIMIT = 64 * 1024;

/** The one route that takes a larger body (a PBN file, issue 19), as JSON `{pbn}` or as text/plain. */
const HAND_RECORDS_ROUTE = /^\/v1\/sessions\/:sessionId\/hand-records\/?$/;

/** `application/*+json` (e.g. `application/problem+json`), as Fastify hands over the normalised type. */
const SUFFIXED_JSON = /^application\/[^;/]+\+json(;|$)/;

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * A refusal by the body parser, shaped as the `http-errors` Nest's adapter turns into an HttpException
 * (with this as its cause); `type` is what the problem mapper reads (to-problem.ts).
 */
export class BodyRefusal extends Error {
  /** Marks the message as safe to show (http-errors' convention). */
  readonly expose = true;
  /** The same status, under http-errors' other name. */
  readonly statusCode: number;
  constructor(
    /** The HTTP status. */
    readonly status: number,
    /** What went wrong: `entity.parse.failed`, `charset.unsupported`, `entity.unsupported`. */
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.statusCode = status;
    this.name = 'BodyRefusal';
  }
}

function takesHandRecords(req: FastifyRequest): boolean {
  return HAND_RECORDS_ROUTE.test(req.routeOptions?.url ?? '');
}

/** Only UTF-8 (or no charset) is read, as Express's JSON parser did for JSON; anything else is 415. */
function charsetRefusal(req: FastifyRequest): BodyRefusal | undefined {
  const m = CHARSET.exec(req.headers['content-type'] ?? '');
  const charset = m?.[1].toLowerCase();
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8') return undefined;
  return new BodyRefusal(415, 'charset.unsupported', `The charset "${charset}" is not supported; send UTF-8.`);
}

/**
 * Parses a JSON body: the nesting check first, on the raw bytes (issue 18: 400 `JSON_TOO_DEEP` beyond
 * {@link MAX_JSON_DEPTH} levels before anything parses it), then only an object or an array at the top
 * (strict, as Express's parser was); an empty body is `{}`.
 */
export function parseJsonBody(req: FastifyRequest, body: Buffer): unknown {
  const refused = charsetRefusal(req);
  if (refused) throw refused;
  if (jsonDeeperThan(body, MAX_JSON_DEPTH)) throw new JsonTooDeepError(MAX_JSON_DEPTH);
  const text = body.toString('utf8');
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) return {};
  if (first !== '{' && first !== '[')
    throw new BodyRefusal(400, 'entity.parse.failed', 'The request body is not a JSON object or array.');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new BodyRefusal(400, 'entity.parse.failed', (e as Error).message);
  }
}

/**
 * The body parsers of the app (ADR 0028): JSON (`application/json`, `application/*+json`) on every route,
 * text/plain on the hand-records route only; any other type is Fastify's 415. Bodies are limited to
 * {@link BODY_LIMIT}, the hand-records route to {@link HAND_RECORDS_LIMIT}, before they are read whole
 * (a larger Content-Length is refused at once). Call before the routes are registered.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (HAND_RECORDS_ROUTE.test(route.url)) route.bodyLimit = HAND_RECORDS_LIMIT;
  });
  const json = (req: FastifyRequest, body: Buffer, done: (err: Error | null, body?: unknown) => void) => {
    let parsed: unknown;
    try {
      parsed = parseJsonBody(req, body);
    } catch (e) {
      return done(e as Error);
    }
    done(null, parsed);
  };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, json);
  app.addContentTypeParser(SUFFIXED_JSON, { parseAs: 'buffer' }, json);
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (req, body, done) => {
    if (!takesHandRecords(req))
      return done(new BodyRefusal(415, 'entity.unsupported', 'This route takes a JSON body (application/json).'));
    const refused = charsetRefusal(req);
    if (refused) return done(refused);
    done(null, body);
  });
}
