import { Injectable } from '@nestjs/common';
import type { SessionState } from '@ledger/laws';

const MAX = 2_000;

/**
 * Folded session states by (club, session), each at a stream version. A cache only: events are
 * immutable, so a state folded to version v stays true; a reader folds the events after v onto it.
 */
@Injectable()
export class SessionCache {
  private readonly entries = new Map<string, SessionState>();

  /** The cached state, if any (its `version` says how far it is folded). */
  get(clubId: string, sessionId: string): SessionState | undefined {
    const key = `${clubId}/${sessionId}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used last
    }
    return hit;
  }

  /** Remembers a state if it is newer than the one cached. */
  put(clubId: string, sessionId: string, state: SessionState): void {
    const key = `${clubId}/${sessionId}`;
    const old = this.entries.get(key);
    if (old && old.version >= state.version) return;
    this.entries.delete(key);
    this.entries.set(key, state);
    if (this.entries.size > MAX) this.entries.delete(this.entries.keys().next().value as string);
  }
}
