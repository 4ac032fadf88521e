import { ConflictException, Injectable, Optional } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { ConcurrencyError, EventStore } from '@ledger/event-store';
import { decide, fold, initialState, LawCommand, LawEvent, SessionState } from '@ledger/laws';
import { ProjectionWriter } from './projections/projection-writer';
import { DurabilityBarrier } from './durability-barrier';
import { IdempotencyLookup, StoredResponse } from './idempotency-lookup';
import { SessionCache } from './session-cache';
import { SessionLoader } from './session-loader';
import { SessionSnapshots } from './snapshots/session-snapshots';
import { SessionEventsCommitted } from '../live/session-events-committed.event';
import { asStoredLawEvent, toNewEvent } from './stored-law-event';
import { WriteContext } from './write-context';
import { noteCommit } from '../replica/commit-note';

/** How often a write without If-Match is re-decided after losing a race to a concurrent write. */
const MAX_ATTEMPTS = 10;

/** Builds the HTTP body of a write from the new state, the events it appended and the new version. */
export type Respond<R> = (state: SessionState, events: readonly LawEvent[], version: number) => R;

/** One write to a session stream. */
export interface SessionWrite<R> {
  clubId: string;
  sessionId: string;
  command: LawCommand;
  ctx: WriteContext;
  respond: Respond<R>;
  /** True for the command that opens a new stream. */
  opens?: boolean;
}

/**
 * The write path of every session command: load and fold the stream, let the laws decide, append
 * the events, the inline projections and the keyed response in ONE statement (one round trip).
 * If-Match → 409, Idempotency-Key → the first response again with nothing written.
 */
@Injectable()
export class SessionWriter {
  constructor(
    private readonly store: EventStore,
    private readonly loader: SessionLoader,
    private readonly cache: SessionCache,
    private readonly projections: ProjectionWriter,
    private readonly idempotency: IdempotencyLookup,
    private readonly events: EventBus,
    private readonly durable: DurabilityBarrier,
    @Optional() private readonly snapshots?: SessionSnapshots,
  ) {}

  /**
   * Runs the write; returns the response body and the stream version it left. A write without
   * If-Match that lost a race is decided again on the new state (up to MAX_ATTEMPTS times); with If-Match → 409.
   */
  async write<R>(w: SessionWrite<R>): Promise<StoredResponse<R> & { replayed: boolean }> {
    const { clubId, ctx } = w;
    if (ctx.idempotencyKey) {
      // The first answer may rest on a commit only this server has (after a crash): confirmed on the server read.
      const key = ctx.idempotencyKey;
      const first = await this.durable.read(
        (db) => this.idempotency.find<R>(db, clubId, key, ctx.requestHash),
        (found) => found !== undefined,
      );
      if (first) return { ...first, replayed: true };
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(w, attempt > 1);
      } catch (e) {
        if (!(e instanceof ConcurrencyError) || ctx.ifMatch !== undefined || w.opens || attempt >= MAX_ATTEMPTS)
          throw e;
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt)); // jitter: let the winner finish
      }
    }
  }

  /**
   * One try. The first decides on this process's cached state without reading the stream (the
   * append's expected-version check proves it current); if that state is stale — a lost race, a
   * refusal, or an If-Match it does not match — the stream is read and the command decided again.
   */
  private async attempt<R>(w: SessionWrite<R>, fresh: boolean): Promise<StoredResponse<R> & { replayed: boolean }> {
    const { clubId, sessionId, ctx } = w;
    const cached = fresh || w.opens ? undefined : this.loader.cached(clubId, sessionId);
    const state = w.opens ? initialState : (cached ?? (await this.loader.load(clubId, sessionId)));
    if (ctx.ifMatch !== undefined && ctx.ifMatch !== state.version) {
      if (cached) return this.attempt(w, true);
      throw staleVersion(ctx.ifMatch, state.version);
    }
    let events: LawEvent[];
    try {
      // as a read of the stream will give them back: the views written live read as a rebuild writes them
      events = decide(w.command, state).map(asStoredLawEvent);
    } catch (e) {
      if (cached) return this.attempt(w, true);
      throw e;
    }
    if (events.length === 0) {
      if (cached) return this.attempt(w, true);
      await this.durable.head(clubId, sessionId, state.version); // the state was read: durable before it is acknowledged
      return { body: w.respond(state, [], state.version), version: state.version, replayed: false };
    }
    const next = fold(events, state);
    const appended = await this.store.append<StoredResponse<R>>(sessionId, state.version, events.map(toNewEvent), {
      clubId,
      idempotency: ctx.idempotencyKey ? { key: ctx.idempotencyKey, requestHash: ctx.requestHash } : undefined,
      metadata: {
        actor: ctx.principal.label,
        role: ctx.principal.role,
        keyId: ctx.principal.keyId,
        requestId: ctx.requestId,
      },
      projection: this.projections.inline(clubId, sessionId, next, events, state),
      result: (p) => ({ body: w.respond(next, events, p.nextExpectedVersion), version: p.nextExpectedVersion }),
    });
    // A replay was confirmed by the store on the server that held it (EventStore.append).
    if (!appended.replayed) {
      noteCommit(ctx.commit, appended.afterCommit);
      this.cache.put(clubId, sessionId, next);
      this.snapshots?.committed(clubId, sessionId, next, appended.lastHash); // in the background, after the commit
      this.events.publish(new SessionEventsCommitted(clubId, sessionId, appended.nextExpectedVersion));
    }
    return { ...(appended.result as StoredResponse<R>), replayed: appended.replayed };
  }
}

/** The 409 for a write whose If-Match names a version the stream has left. */
export function staleVersion(expected: number, actual: number): ConflictException {
  return new ConflictException({
    message: `If-Match names version ${expected} but the session is at version ${actual}; nothing was written.`,
    code: 'VERSION_MISMATCH',
  });
}
