import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ref } from './response-schemas';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed body or parameters (class-validator messages in `errors`).',
  401: 'No key, or a key that is not valid.',
  403: "The key's role lacks the right.",
  404: "Unknown, or another club's.",
  409: 'Stale If-Match version or a conflicting concurrent write; nothing was written.',
  413: 'The body is too large.',
  422: 'The laws or physics refuse it (`code`, and `law` cites why); nothing was written.',
  429: 'Too many writes for this key; see Retry-After.',
};

/** An example `code` per status (the 422 example is a law's refusal). */
const CODES: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'VERSION_CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

const EXAMPLE = {
  type: 'urn:club-ledger:problem:penalty-not-available',
  title: 'Unprocessable Content',
  status: 422,
  detail: 'Calling a suit is not a remedy for an exposed card in Solo whist.',
  code: 'PENALTY_NOT_AVAILABLE',
  law: 'solo-hoffmann:p151',
};

/** Documents the problem+json error responses a route can give. */
export function ApiProblems(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Error',
        content: {
          'application/problem+json': {
            schema: ref('Problem'),
            example:
              status === 422
                ? EXAMPLE
                : {
                    type: `urn:club-ledger:problem:${(CODES[status] ?? 'ERROR').toLowerCase().replace(/_/g, '-')}`,
                    title: DESCRIPTIONS[status] ?? 'Error',
                    status,
                    detail: DESCRIPTIONS[status] ?? 'Error',
                    code: CODES[status] ?? 'ERROR',
                  },
          },
        },
      }),
    ),
  );
}
