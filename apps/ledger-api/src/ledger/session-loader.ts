import { Injectable, NotFoundException } from '@nestjs/common';
import { EventStore } from '@ledger/event-store';
import { fold, initialState, SessionState } from '@ledger/laws';
import { SessionCache } from './session-cache';
import { toLawEvent } from './stored-law-event';

/** Loads a session stream and folds it (from the cache's version on), or as of a past version. */
@Injectable()
export class SessionLoader {
  constructor(
    private readonly store: EventStore,
    private readonly cache: SessionCache,
  ) {}

  /** The session now; 404 when the club has no such session. */
  async load(clubId: string, sessionId: string): Promise<SessionState> {
    const cached = this.cache.get(clubId, sessionId);
    const from = (cached?.version ?? 0) + 1;
    const events = await this.store.readStreamData(sessionId, { clubId, from });
    if (!cached && events.length === 0) throw sessionNotFound();
    const state = fold(events.map(toLawEvent), cached ?? initialState);
    this.cache.put(clubId, sessionId, state);
    return state;
  }

  /** The folded state this process already holds, unverified (it may lag other processes' writes). */
  cached(clubId: string, sessionId: string): SessionState | undefined {
    return this.cache.get(clubId, sessionId);
  }

  /** The session as it stood at `version` (time travel for auditors), always from the events. */
  async loadAsOf(clubId: string, sessionId: string, version: number): Promise<SessionState> {
    const events = await this.store.readStreamData(sessionId, { clubId, to: version });
    if (events.length === 0) throw sessionNotFound();
    return fold(events.map(toLawEvent), initialState);
  }
}

/** The 404 for a session that does not exist or is another club's. */
export function sessionNotFound(): NotFoundException {
  return new NotFoundException({ message: 'No such session.', code: 'NOT_FOUND' });
}
