import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

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
            example: { ...EXAMPLE, status, code: status === 422 ? EXAMPLE.code : undefined },
          },
        },
      }),
    ),
  );
}
