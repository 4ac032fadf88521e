import { applyDecorators, Post, Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiHeader, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../auth/access.decorator';
import type { Role } from '../auth/principal';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { WriteResponseDto } from './responses/write-response.dto';

/** How a fact endpoint is documented: what it records, its body and an example. */
export interface FactEndpointDoc {
  summary: string;
  body: Type<unknown>;
  example: object;
  roles?: Role[];
  /** The 201 body: a DTO class, or a schema (`ref(...)` of RESPONSE_SCHEMAS) with its description. */
  created?: Type<unknown> | { description: string; schema: object };
}

/**
 * A POST that records a fact in a session: the roles that may (scorer and admin by default), the
 * OpenAPI summary, example body, the If-Match and Idempotency-Key headers and every problem answer.
 */
export function FactEndpoint(doc: FactEndpointDoc) {
  const created = doc.created ?? WriteResponseDto;
  return applyDecorators(
    Post(),
    Roles(...(doc.roles ?? ['scorer', 'admin'])),
    ApiBearerAuth(),
    ApiOperation({ summary: doc.summary }),
    ApiBody({ type: doc.body, examples: { example: { value: doc.example } } }),
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: 'the stream version this write expects ("12"); stale → 409',
    }),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: 'a repeat returns the first response and writes nothing',
    }),
    'schema' in created ? ApiCreatedResponse(created) : ApiCreatedResponse({ type: created }),
    ApiProblems(400, 401, 403, 404, 409, 422, 429),
  );
}
