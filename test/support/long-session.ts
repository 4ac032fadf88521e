import type { INestApplication } from '@nestjs/common';
import type { Pool } from 'pg';
import { EventStore } from '@ledger/event-store';
import { fold, initialState, SessionState } from '@ledger/laws';
import { randomUUID } from 'node:crypto';
import { prng, SessionPlayer } from '../../bench/support/sessions';
import { ProjectionWriter } from '../../apps/ledger-api/src/ledger/projections/projection-writer';
import { SessionSnapshots } from '../../apps/ledger-api/src/ledger/snapshots/session-snapshots';
import { toNewEvent } from '../../apps/ledger-api/src/ledger/stored-law-event';

/** Events per append when seeding: the write path's own append, with its inline projections. */
const BATCH = 500;

/** Where a long session is written: the app's own store, projection writer and snapshots. */
export interface SeedTarget {
  store: EventStore;
  projections: ProjectionWriter;
  snapshots: SessionSnapshots;
}

/** The seed target of a running Nest app (in-process tests). */
export function appTarget(app: INestApplication): SeedTarget {
  return {
    store: app.get(EventStore),
    projections: app.get(ProjectionWriter),
    snapshots: app.get(SessionSnapshots, { strict: false }),
  };
}

/** A seed target over a pool logged in as the app's login (scripts that run the API in other processes). */
export function poolTarget(pool: Pool): SeedTarget {
  return { store: new EventStore(pool), projections: new ProjectionWriter(), snapshots: new SessionSnapshots(pool) };
}

/**
 * Writes a whist session of about `events` events (whole deals played through the laws' `decide`) into
 * the running app's store, in appends of BATCH events with the inline projections the write path
 * writes, as the scorer key `keyId` would have: the session then reads, streams and verifies like one
 * recorded card by card over HTTP, in a second instead of minutes. `extend` adds deals to it later.
 */
export class LongSession {
  readonly id = randomUUID();
  private readonly player: SessionPlayer;
  private state: SessionState = initialState;

  constructor(
    private readonly to: SeedTarget,
    private readonly clubId: string,
    seats: Record<'N' | 'E' | 'S' | 'W', string>,
    seed = 18,
  ) {
    this.player = new SessionPlayer('whist', prng(seed));
    this.player.run({ type: 'OpenSession', variant: 'whist', seats } as never);
  }

  /** The stream's version. */
  get version(): number {
    return this.state.version;
  }

  /** Plays whole deals until the session has at least `events` events, and appends them. */
  async grow(events: number): Promise<void> {
    while (this.player.events.length < events) this.player.playDeal();
    const { store, projections, snapshots } = this.to;
    const todo = this.player.events.slice(this.state.version);
    for (let at = 0; at < todo.length; at += BATCH) {
      const batch = todo.slice(at, at + BATCH);
      const next = fold(batch, this.state);
      const appended = await store.append(this.id, this.state.version, batch.map(toNewEvent), {
        clubId: this.clubId,
        metadata: { actor: 'seed scorer', role: 'scorer', keyId: 'seed', requestId: `seed-${this.state.version}` },
        projection: projections.inline(this.clubId, this.id, next, batch),
      });
      this.state = next;
      snapshots.committed(this.clubId, this.id, next, appended.lastHash); // as the write path does (ADR 0007)
      await snapshots.idle();
    }
  }
}
