import { Injectable } from '@nestjs/common';
import type { SessionState } from '@ledger/laws';

/** A state this process folded itself during a verification, at a session's mark. */
export interface VerifiedState {
  /** The mark's version and the hash of the event there. */
  version: number;
  hash: string;
  state: SessionState;
  /** Each deal → the version of the last event that changed its view. */
  touched: Map<number, number>;
}

/** How many sessions' verified states a process keeps (the least recently used is dropped). */
const KEPT = 16;

/**
 * The folded states at their marks that this process's verifications produced (ADR 0019), so that the
 * next verification replays only the newer events. Never taken from the write path's cache or a
 * snapshot: a verification's replay starts from events it folded itself, or from the first event.
 */
@Injectable()
export class VerifiedStates {
  private readonly kept = new Map<string, VerifiedState>();

  /** The state kept at exactly this mark, if any. */
  at(clubId: string, sessionId: string, version: number, hash: string): VerifiedState | undefined {
    const key = `${clubId}/${sessionId}`;
    const v = this.kept.get(key);
    if (!v || v.version !== version || v.hash !== hash) return undefined;
    this.kept.delete(key);
    this.kept.set(key, v);
    return v;
  }

  /** Keeps `v` as the session's verified state. */
  put(clubId: string, sessionId: string, v: VerifiedState): void {
    const key = `${clubId}/${sessionId}`;
    this.kept.delete(key);
    this.kept.set(key, v);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value as string);
  }
}
