import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { ApiProblems } from '../openapi/api-problems.decorator';
import { MIN_POSITION_HEADER, POSITION_HEADER } from './ledger-position';
import { ReplicaReadInterceptor } from './replica-read.interceptor';

/**
 * Marks reads a hot standby may answer (`DATABASE_READ_URL`, ADR 0024): they accept `Ledger-Min-Position`
 * and answer with `Ledger-Position`. Only for handlers that write nothing (the standby refuses writes).
 */
export function ReadsFromReplica(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    UseInterceptors(ReplicaReadInterceptor),
    // A bad Ledger-Min-Position is a 400 on every such read.
    ApiProblems(400),
    ApiHeader({
      name: MIN_POSITION_HEADER,
      required: false,
      schema: { type: 'string', pattern: '^[0-9A-Fa-f]{1,8}/[0-9A-Fa-f]{1,8}$', example: '0/16B3748' },
      description: `answer from data at least as fresh as this position: a \`${POSITION_HEADER}\` an earlier answer carried (e.g. a write's). A standby behind it is waited for up to 2 s, else the primary answers; never older data. Not a token → 400 \`BAD_LEDGER_POSITION\``,
    }),
  );
}
