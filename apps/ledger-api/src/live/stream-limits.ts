import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { LedgerConfig } from '../config/ledger-config';
import { Problem, problem } from '../problem/problem';

/** Seconds a refused client is asked to wait before opening a stream again. */
export const STREAM_RETRY_AFTER_S = 5;

/** The caps on open streams (0 = no cap). */
export interface StreamCaps {
  perKey: number;
  perClub: number;
}

/**
 * Counts this process's open event streams per API key and per club (issue 18.3, ADR 0019). Past
 * `MAX_STREAMS_PER_KEY` or `MAX_STREAMS_PER_CLUB` a new stream is refused with 429 problem+json and
 * `Retry-After`; a stream's place is given back when it closes, however it closes. The counts are per
 * process: behind N API processes a club may hold up to N times the cap.
 */
@Injectable()
export class StreamLimits {
  private readonly byKey = new Map<string, number>();
  private readonly byClub = new Map<string, number>();
  readonly caps: StreamCaps;

  constructor(config: ConfigService) {
    const c = config.get<LedgerConfig>('ledger');
    this.caps = { perKey: c?.maxStreamsPerKey ?? 8, perClub: c?.maxStreamsPerClub ?? 64 };
  }

  /**
   * Takes a place for a stream of `keyId` in `clubId` and returns the function that gives it back (once), or
   * the 429 problem past the caps (returned, not thrown: refusals are the common case of a stream flood).
   */
  acquire(clubId: string, keyId: string): { release: () => void } | { refused: Problem } {
    const key = this.byKey.get(keyId) ?? 0;
    const club = this.byClub.get(clubId) ?? 0;
    if (this.caps.perKey > 0 && key >= this.caps.perKey)
      return { refused: tooMany('This API key', key, 'MAX_STREAMS_PER_KEY', this.caps.perKey) };
    if (this.caps.perClub > 0 && club >= this.caps.perClub)
      return { refused: tooMany('This club', club, 'MAX_STREAMS_PER_CLUB', this.caps.perClub) };
    this.byKey.set(keyId, key + 1);
    this.byClub.set(clubId, club + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        decrement(this.byKey, keyId);
        decrement(this.byClub, clubId);
      },
    };
  }

  /** Open streams now of a key and of a club (for tests and the abuse run). */
  open(clubId: string, keyId: string): { key: number; club: number } {
    return { key: this.byKey.get(keyId) ?? 0, club: this.byClub.get(clubId) ?? 0 };
  }
}

function decrement(m: Map<string, number>, k: string): void {
  const n = (m.get(k) ?? 0) - 1;
  if (n > 0) m.set(k, n);
  else m.delete(k);
}

function tooMany(whose: string, n: number, variable: string, cap: number): Problem {
  return problem(
    429,
    'TOO_MANY_STREAMS',
    `${whose} already has ${n} open event streams on this server; ${variable} allows ${cap}. Close one, or retry after Retry-After.`,
  );
}
