import { Injectable, NotFoundException, Optional } from '@nestjs/common';
import { EventData, EventStore } from '@ledger/event-store';
import { fold, initialState, SessionState } from '@ledger/laws';
import { SessionCache } from './session-cache';
import { SessionSnapshots } from './snapshots/session-snapshots';
import { toLawEvent } from './stored-law-event';
import { foldInPages } from './paging/fold-in-pages';
import { streamPages } from './paging/stream-pages';

/**
 * Loads a session stream and folds it: from the cached state's version on, else from the stored
 * snapshot's (ADR 0007; snapshot and later events in one round trip), else from the start. Or as
 * of a past version, always from the events.
 */
@Injectable()
export class SessionLoader {
  constructor(
    private readonly store: EventStore,
    private readonly cache: SessionCache,
    @Optional() private readonly snapshots?: SessionSnapshots,
  ) {}

  /** The session now; 404 when the club has no such session. */
  async load(clubId: string, sessionId: string): Promise<SessionState> {
    const cached = this.cache.get(clubId, sessionId);
    let base: SessionState | undefined = cached;
    let events: EventData[];
    if (!cached && this.snapshots) {
      const found = await this.snapshots.load(clubId, sessionId, (to) =>
        this.store.readStreamData(sessionId, { clubId, to }),
      );
      base = found.state;
      events = found.events;
    } else {
      events = await this.store.readStreamData(sessionId, { clubId, from: (cached?.version ?? 0) + 1 });
    }
    if (!base && events.length === 0) throw sessionNotFound();
    const state = fold(events.map(toLawEvent), base ?? initialState);
    this.cache.put(clubId, sessionId, state);
    return state;
  }

  /** The folded state this process already holds, unverified (it may lag other processes' writes). */
  cached(clubId: string, sessionId: string): SessionState | undefined {
    return this.cache.get(clubId, sessionId);
  }

  /**
   * The session as it stood at `version` (time travel for auditors), always from the events (never a
   * snapshot), read and folded a page at a time with the event loop free between pages (ADR 0019).
   */
  async loadAsOf(clubId: string, sessionId: string, version: number): Promise<SessionState> {
    return foldAsOf(this.store, clubId, sessionId, version);
  }
}

/** The session as it stood at `version`, folded from `store`'s events a page at a time (404 when it has none). */
export async function foldAsOf(
  store: EventStore,
  clubId: string,
  sessionId: string,
  version: number,
): Promise<SessionState> {
  let state = initialState;
  for await (const page of streamPages(store, sessionId, { clubId, from: 1, to: version }))
    state = await foldInPages(page.map(toLawEvent), state);
  if (state.version === 0) throw sessionNotFound();
  return state;
}

/** The 404 for a session that does not exist or is another club's. */
export function sessionNotFound(): NotFoundException {
  return new NotFoundException({ message: 'No such session.', code: 'NOT_FOUND' });
}
