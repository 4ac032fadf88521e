import { HttpException } from '@nestjs/common';

/** Seconds a client is told to wait (`Retry-After`) when no solver thread can run. */
export const SOLVER_UNAVAILABLE_RETRY_AFTER_S = 30;

/** A refusal of the claim analysis queue that tells the client when to come back (`Retry-After`, seconds). */
export abstract class RetryLater extends HttpException {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message, code }, status);
  }
}

/** No solver thread can run (none configured, it cannot start, or it died): 503, never solved inline. */
export class SolverUnavailable extends RetryLater {
  constructor(reason: string, retryAfterSeconds = SOLVER_UNAVAILABLE_RETRY_AFTER_S) {
    super(
      503,
      'SOLVER_UNAVAILABLE',
      `No claim solver thread can run just now (${reason}); nothing was recorded.`,
      retryAfterSeconds,
    );
  }
}

/** The club already has as many analyses waiting as it may: 429. */
export class AnalysisQueueFull extends RetryLater {
  constructor(waiting: number, retryAfterSeconds: number) {
    super(
      429,
      'ANALYSIS_QUEUE_FULL',
      `This club already has ${waiting} claim analyses waiting (CLAIM_ANALYSIS_QUEUE_PER_CLUB); retry after the time in Retry-After.`,
      retryAfterSeconds,
    );
  }
}

/** The client closed its request before its solve started: the solve is dropped (the answer goes nowhere). */
export class ClientGone extends HttpException {
  constructor() {
    super(
      { message: 'The client closed the request; its claim analysis was dropped.', code: 'CLIENT_CLOSED_REQUEST' },
      499,
    );
  }
}
