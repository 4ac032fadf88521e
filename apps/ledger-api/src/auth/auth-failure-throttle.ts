import { HttpException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { LedgerConfig } from '../config/ledger-config';
import { TokenBuckets } from '../rate-limit/token-bucket';

/**
 * Failed authentication per client address (api.md "Keys": repeated failures answer 429 with
 * `Retry-After`): a token bucket of `AUTH_FAILURES_PER_MINUTE` failures per address, in this process's
 * memory. Once it is empty the guard refuses that address before any database look-up, so guessing keys
 * or the operator token runs at the refill rate, not at the server's speed.
 */
@Injectable()
export class AuthFailureThrottle {
  private readonly buckets?: TokenBuckets;

  constructor(config: ConfigService) {
    const perMinute = config.get<LedgerConfig>('ledger')?.authFailuresPerMinute ?? 20;
    if (perMinute > 0) this.buckets = new TokenBuckets(perMinute);
  }

  /** Milliseconds this address must wait before it may try again (0: it may try now). */
  blockedFor(address: string): number {
    return this.buckets?.wait(address) ?? 0;
  }

  /** Records a failed attempt from this address. */
  failed(address: string): void {
    this.buckets?.take(address);
  }
}

/** The refusal of a blocked address (429 `RATE_LIMITED`); the caller sets `Retry-After`. */
export function authThrottled(): HttpException {
  return new HttpException(
    { message: 'Too many failed authentications from this address; retry after Retry-After.', code: 'RATE_LIMITED' },
    429,
  );
}
