import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** The committed OpenAPI document (a test keeps it equal to what the app generates). */
export const OPENAPI: Document = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../openapi.json'), 'utf8'),
) as Document;

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(OPENAPI, 'openapi.json');
const compiled = new Map<string, ValidateFunction>();
const templates = Object.keys(OPENAPI.paths).map((t) => ({
  template: t,
  pattern: new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));
const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The document's path template a concrete path (`/v1/sessions/abc/deals/1`) falls under, if any. */
export function templateOf(concretePath: string): string | undefined {
  const p = concretePath.split('?')[0];
  return templates.find((t) => t.pattern.test(p))?.template;
}

/**
 * Checks a response against the document: its status must be documented for the operation (when `strict`) and its
 * body must match that status's schema. Throws an error naming the operation and what differs.
 */
export function checkResponse(
  method: string,
  concretePath: string,
  status: number,
  contentType: string | undefined,
  body: unknown,
  o: { strict: boolean },
): void {
  const template = templateOf(concretePath);
  const op = template ? OPENAPI.paths[template]?.[method.toLowerCase()] : undefined;
  const where = `${method.toUpperCase()} ${template ?? concretePath} → ${status}`;
  if (!op) {
    if (o.strict) throw new Error(`${where}: no such operation in openapi.json`);
    return;
  }
  const response = op.responses?.[String(status)];
  if (!response) {
    if (o.strict) throw new Error(`${where}: status not documented in openapi.json`);
    return;
  }
  const media = (contentType ?? '').split(';')[0].trim();
  if (!media || body === undefined || body === '') return;
  const content = response.content?.[media];
  if (!content?.schema) throw new Error(`${where}: ${media} has no schema in openapi.json`);
  const ref = `openapi.json#/paths/${pointer(template!)}/${method.toLowerCase()}/responses/${status}/content/${pointer(media)}/schema`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  if (!validate(body))
    throw new Error(`${where}: the body does not match openapi.json: ${ajv.errorsText(validate.errors)}`);
}
