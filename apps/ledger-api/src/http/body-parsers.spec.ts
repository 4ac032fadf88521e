import type { FastifyRequest } from 'fastify';
import { BodyRefusal, parseJsonBody } from './body-parsers';
import { JsonTooDeepError } from './json-depth';

const req = (contentType = 'application/json') => ({ headers: { 'content-type': contentType } }) as FastifyRequest;
const parse = (text: string, contentType?: string) => parseJsonBody(req(contentType), Buffer.from(text, 'utf8'));
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('not refused');
};

describe('parseJsonBody (ADR 0028: the JSON body parser on Fastify)', () => {
  it('parses objects and arrays; an empty body is {}', () => {
    expect(parse('{"seat":"N","card":"AS"}')).toEqual({ seat: 'N', card: 'AS' });
    expect(parse(' [1, 2]')).toEqual([1, 2]);
    expect(parse('')).toEqual({});
    expect(parse(' \n ')).toEqual({});
  });

  it('checks the nesting on the bytes before parsing: 33 levels is JSON_TOO_DEEP even when malformed', () => {
    expect(refusal(() => parse('['.repeat(5000)))).toBeInstanceOf(JsonTooDeepError);
    expect(refusal(() => parse('['.repeat(33) + ']'.repeat(33)))).toBeInstanceOf(JsonTooDeepError);
    expect(parse('['.repeat(32) + ']'.repeat(32))).toBeDefined();
  });

  it('is strict like Express was: a bare value or malformed text is a 400 entity.parse.failed', () => {
    for (const text of ['null', '"x"', '5', 'true', '{"name": ', '{x}']) {
      const e = refusal(() => parse(text)) as BodyRefusal;
      expect([e.status, e.statusCode, e.type, e.expose]).toEqual([400, 400, 'entity.parse.failed', true]);
    }
  });

  it('reads UTF-8 only: another charset is a 415 charset.unsupported', () => {
    expect(parse('{"a":1}', 'application/json; charset=UTF-8')).toEqual({ a: 1 });
    const e = refusal(() => parse('{"a":1}', 'application/json; charset=utf-16')) as BodyRefusal;
    expect([e.status, e.type]).toEqual([415, 'charset.unsupported']);
  });
});
