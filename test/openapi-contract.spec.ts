import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkResponse, OPENAPI, templateOf } from './support/contract';

jest.setTimeout(120_000);

type Op = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: { type?: string; format?: string } }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
const operations = () =>
  Object.entries(OPENAPI.paths as unknown as Record<string, Record<string, Op>>).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ where: `${method} ${p}`, path: p, op })),
  );

describe('openapi.json, the contract the typed client is generated from (issue 15)', () => {
  it('is what the app generates now, and so are the typed client’s types (`npm run openapi` otherwise)', async () => {
    const root = path.resolve(__dirname, '..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['-r', '@swc-node/register', 'scripts/openapi.ts', '--check'],
      { cwd: root },
    );
    expect(stdout).toContain('match the app');
  });

  it('gives every response of every route a schema, and every route a summary and an operationId', () => {
    const missing = operations().flatMap(({ where, op }) => [
      ...(op.summary ? [] : [`${where}: summary`]),
      ...(op.operationId ? [] : [`${where}: operationId`]),
      ...Object.entries(op.responses).flatMap(([status, r]) =>
        status === '204'
          ? []
          : !r.content || Object.values(r.content).some((c) => !c.schema)
            ? [`${where} ${status}: schema`]
            : [],
      ),
    ]);
    expect(missing).toEqual([]);
  });

  it('types ids as uuids and deal numbers as integers; health needs no key', () => {
    const params = operations().flatMap(({ where, op }) =>
      (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ where, ...p })),
    );
    expect(params.length).toBeGreaterThan(40);
    for (const p of params) {
      if (p.name === 'n') expect({ where: p.where, type: p.schema?.type }).toEqual({ where: p.where, type: 'integer' });
      else expect({ where: p.where, format: p.schema?.format }).toEqual({ where: p.where, format: 'uuid' });
    }
    expect(
      operations()
        .filter(({ op }) => op.security?.length === 0)
        .map(({ where }) => where),
    ).toEqual(['get /health/live', 'get /health/ready']);
  });

  it('checks answers against the document: a score-sheet is one of the variants’ shapes', () => {
    const path = '/v1/sessions/8f7e1c1e-0000-4000-8000-000000000001/scoresheet';
    expect(templateOf(path)).toBe('/v1/sessions/{sessionId}/scoresheet');
    const hearts = { variant: 'hearts', players: ['N', 'E', 'S', 'W'], balances: { N: 0 }, pool: 0, jack: false };
    const ok = { ...hearts, deals: [], version: 1 };
    expect(() => checkResponse('GET', path, 200, 'application/json', ok, { strict: true })).not.toThrow();
    expect(() =>
      checkResponse('GET', path, 200, 'application/json', { ...ok, pool: 'none' }, { strict: true }),
    ).toThrow('GET /v1/sessions/{sessionId}/scoresheet → 200: the body does not match openapi.json');
    expect(() =>
      checkResponse('GET', path, 200, 'application/json', { ...ok, variant: 'whist' }, { strict: true }),
    ).toThrow('does not match');
    expect(() => checkResponse('GET', path, 418, 'application/json', ok, { strict: true })).toThrow(
      'status not documented',
    );
  });
});
