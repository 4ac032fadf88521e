import { Injectable } from '@nestjs/common';
import type { SessionState } from '@ledger/laws';
import { RecencyMap } from '@ledger/event-store';

/** At most this many sessions are cached… */
const MAX_SESSIONS = 2_000;
/** …and at most this many folded events in all (a folded event costs roughly 0.5-1 KB of heap). */
const MAX_EVENTS = 100_000;

/**
 * Folded session states by (club, session), each at a stream version: a cache only. Events are
 * immutable, so a state folded to version v stays true; a reader folds the events after v onto it.
 * Least recently used first out (approximately: a RecencyMap, whose hits and updates move nothing), bounded by
 * sessions and by folded events (a long sitting weighs more).
 */
@Injectable()
export class SessionCache {
  private readonly entries = new RecencyMap<string, SessionState>({
    maxEntries: MAX_SESSIONS,
    maxWeight: MAX_EVENTS,
    weight: (s) => s.version,
  });

  /** The cached state, if any (its `version` says how far it is folded). */
  get(clubId: string, sessionId: string): SessionState | undefined {
    return this.entries.get(`${clubId}/${sessionId}`);
  }

  /** Remembers a state if it is newer than the one cached, then evicts down to the bounds. */
  put(clubId: string, sessionId: string, state: SessionState): void {
    const key = `${clubId}/${sessionId}`;
    const old = this.entries.get(key);
    if (old && old.version >= state.version) return;
    this.entries.set(key, state);
  }

  /** Sessions and folded events held now (for tests and metrics). */
  size(): { sessions: number; events: number } {
    return { sessions: this.entries.size, events: this.entries.weight };
  }
}
