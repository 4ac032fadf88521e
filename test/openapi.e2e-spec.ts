import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';

type Operation = {
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, unknown> }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};

describe('OpenAPI at /docs documents every endpoint (issue 5 point 7)', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await startTestApp('e2e_openapi');
    doc = (await request(t.app.getHttpServer()).get('/openapi.json')).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );

  it('lists every path of api.md', () => {
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/v1/clubs',
      '/v1/clubs/{clubId}/keys',
      '/v1/clubs/{clubId}/players',
      '/v1/clubs/{clubId}/sessions',
      '/v1/sessions/{sessionId}',
      '/v1/sessions/{sessionId}/deals',
      '/v1/sessions/{sessionId}/deals/{n}',
      '/v1/sessions/{sessionId}/deals/{n}/calls',
      '/v1/sessions/{sessionId}/deals/{n}/plays',
      '/v1/sessions/{sessionId}/deals/{n}/exposures',
      '/v1/sessions/{sessionId}/deals/{n}/penalties',
      '/v1/sessions/{sessionId}/deals/{n}/corrections',
      '/v1/sessions/{sessionId}/deals/{n}/claims',
      '/v1/sessions/{sessionId}/deals/{n}/claims/{claimId}/responses',
      '/v1/sessions/{sessionId}/deals/{n}/abandonment',
      '/v1/sessions/{sessionId}/deals/{n}/revoke-claims',
      '/v1/sessions/{sessionId}/deals/{n}/revoke-penalties',
      '/v1/sessions/{sessionId}/rulings',
      '/v1/sessions/{sessionId}/deals/{n}/events',
      '/v1/sessions/{sessionId}/events',
      '/v1/sessions/{sessionId}/scoresheet',
      '/v1/sessions/{sessionId}/verification',
      '/v1/clubs/{clubId}/players/{playerId}/ledger',
      '/v1/clubs/{clubId}/log/checkpoint',
      '/v1/clubs/{clubId}/log/key',
      '/v1/clubs/{clubId}/log/proofs/inclusion',
      '/v1/clubs/{clubId}/log/proofs/consistency',
      '/v1/clubs/{clubId}/log/leaves',
      '/v1/clubs/{clubId}/log/checkpoints',
      '/health/live',
      '/health/ready',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it("gives the club log's JSON reads and the verification a response schema (issue 17)", () => {
    const schemaOf = (path: string) =>
      (doc.paths[path].get.responses['200'] as { content?: Record<string, { schema?: unknown }> }).content?.[
        'application/json'
      ]?.schema;
    for (const p of ['inclusion', 'consistency'].map((k) => `/v1/clubs/{clubId}/log/proofs/${k}`))
      expect(schemaOf(p)).toEqual({ $ref: expect.stringMatching(/ProofDto$/) });
    for (const p of ['leaves', 'checkpoints'].map((k) => `/v1/clubs/{clubId}/log/${k}`))
      expect(schemaOf(p)).toMatchObject({ type: 'array', items: { $ref: expect.any(String) } });
    expect(schemaOf('/v1/sessions/{sessionId}/verification')).toEqual({ $ref: expect.stringMatching(/Verification/) });
  });

  it('gives every write an example body', () => {
    const missing = operations()
      .filter(({ method, op }) => method === 'post' && op.requestBody)
      .filter(({ op }) => {
        const json = op.requestBody?.content?.['application/json'];
        return !json || (json.example === undefined && Object.keys(json.examples ?? {}).length === 0);
      })
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('documents the error responses of every authenticated endpoint, as problem+json', () => {
    const missing = operations()
      .filter(({ path }) => path.startsWith('/v1/'))
      .flatMap(({ method, path, op }) => {
        const needed = ['401', ...(method === 'post' ? ['400'] : []), ...(path.includes('{') ? ['404'] : [])];
        return needed
          .filter(
            (s) =>
              !(op.responses[s] as { content?: Record<string, unknown> } | undefined)?.content?.[
                'application/problem+json'
              ],
          )
          .map((s) => `${method} ${path} ${s}`);
      });
    expect(missing).toEqual([]);
  });
});
