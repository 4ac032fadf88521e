import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { RESPONSE_SCHEMAS } from './response-schemas';

/** The tags of the document, in the order the UI lists them. */
const TAGS: Record<string, string> = {
  clubs: 'Clubs and their API keys (operator token for a new club, then the admin key).',
  players: "A club's players and their balances.",
  sessions: 'Sessions: a table sitting under one variant’s laws.',
  deals: 'Deals and the facts recorded in them.',
  claims: 'Claims of tricks and their exact analysis.',
  revokes: 'Revoke claims after the fact and their penalties.',
  rulings: 'Committee rulings after the fact.',
  scoresheet: 'The score-sheet of a session.',
  audit: 'Events and the hash-chain audit.',
  live: 'Server-sent events of a session.',
  'club log': "The club's verifiable log: signed checkpoints, proofs and leaves (RFC 9162, C2SP).",
  health: 'Liveness and readiness (no key).',
};

/** Verbs that say nothing beyond the controller's name (`PlayCardController.record` → `playCard`). */
const PLAIN_METHODS = new Set([
  'get',
  'post',
  'create',
  'list',
  'record',
  'claim',
  'answer',
  'open',
  'start',
  'rule',
  'analyse',
  'verify',
  'ledger',
  'stream',
]);

/** `PlayCardController` + `record` → `playCard`; `HealthController` + `live` → `healthLive`. */
export function operationId(controllerKey: string, methodKey: string): string {
  const base = controllerKey.replace(/Controller$/, '');
  const name = PLAIN_METHODS.has(methodKey) ? base : base + methodKey[0].toUpperCase() + methodKey.slice(1);
  return name[0].toLowerCase() + name.slice(1);
}

/** Path parameters by name: ids are UUIDs, `n` is a deal number. */
const PATH_PARAMETERS: Record<string, object> = {
  clubId: { type: 'string', format: 'uuid' },
  sessionId: { type: 'string', format: 'uuid' },
  playerId: { type: 'string', format: 'uuid' },
  claimId: { type: 'string', format: 'uuid' },
  keyId: { type: 'string', format: 'uuid' },
  n: { type: 'integer', minimum: 1, description: 'the deal number (1, 2, …)' },
};

/**
 * `Ledger-Position` (ADR 0024) on the success answers of every write, and of every read that accepts
 * `Ledger-Min-Position` (the parameter `@ReadsFromReplica()` documents).
 */
function addPositionHeaders(document: OpenAPIObject): void {
  document.components = {
    ...document.components,
    headers: {
      ...document.components?.headers,
      LedgerPosition: {
        description:
          'The ledger\'s position after this answer (a write: after its commit; a read: of the data it was read from). An opaque token (today a PostgreSQL WAL location): send it back as `Ledger-Min-Position` on a read to be answered from data at least this fresh (api.md "Reads from replicas"). A refused write that reached its handler carries it too.',
        schema: { type: 'string', example: '0/16B3748' },
      },
    },
  };
  const header = { $ref: '#/components/headers/LedgerPosition' };
  for (const ops of Object.values(document.paths)) {
    const reads = [ops.get].filter((op) =>
      op?.parameters?.some((p) => 'in' in p && p.in === 'header' && p.name === 'Ledger-Min-Position'),
    );
    for (const op of [ops.post, ops.put, ops.patch, ops.delete, ...reads])
      for (const [status, res] of Object.entries(op?.responses ?? {}))
        if (res && /^2/.test(status) && !('$ref' in res)) res.headers = { ...res.headers, 'Ledger-Position': header };
  }
}

/** The OpenAPI document of the app's routes (the contract `openapi.json` at the top of the repo holds). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Club ledger')
    .setDescription(
      'Score-sheets for Whist, Dummy Whist, Bridge (1904), Solo Whist and Hearts, kept as immutable events.',
    )
    .setVersion('1')
    .setLicense('UNLICENSED', 'https://club-ledger.invalid/license')
    .addServer('/', 'this server')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'opaque',
      description:
        'An opaque API key of the club (`ldg_…`, admin, scorer or auditor), or the operator token for `POST /v1/clubs`. Not a JWT: the server keeps its SHA-256 hash.',
    });
  for (const [name, description] of Object.entries(TAGS)) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (controllerKey, methodKey) => operationId(controllerKey, methodKey),
  });
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...RESPONSE_SCHEMAS },
  };
  for (const ops of Object.values(document.paths))
    for (const op of [ops.get, ops.post, ops.put, ops.patch, ops.delete]) {
      for (const p of op?.parameters ?? [])
        if ('in' in p && p.in === 'path' && PATH_PARAMETERS[p.name]) p.schema = PATH_PARAMETERS[p.name];
    }
  addPositionHeaders(document);
  return document;
}

/** Serves the OpenAPI document at `/openapi.json` and its UI at `/docs`. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'openapi.json' });
}
