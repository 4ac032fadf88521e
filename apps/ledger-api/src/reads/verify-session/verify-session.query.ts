import { Query } from '@nestjs/cqrs';
import type { Verification } from './session-verifier';

/** Audit one session: hash chain and replay against the stored projections. */
export class VerifySession extends Query<Verification> {
  constructor(
    readonly clubId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
