import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import type { EventData, Queryable } from '@ledger/event-store';
import type { SessionState } from '@ledger/laws';
import { DAG_SNAPSHOT_CODEC, SnapshotCodec } from './session-snapshot-codec';
import { snapshotPhase } from './snapshot-phase';
import { readSnapshotAndTail, upsertSnapshot } from './snapshot-sql';

/** A new snapshot is written once a stream has grown this many events past its last one. */
export const SNAPSHOT_EVERY = 500;
/** How many streams' last snapshot versions are remembered (beyond that, the oldest are forgotten). */
const REMEMBERED = 10_000;

/** Injection token of the pool the snapshots are read and written with. */
export const SNAPSHOT_DB = Symbol('SNAPSHOT_DB');
/** Injection token of SnapshotOptions. */
export const SNAPSHOT_OPTIONS = Symbol('SNAPSHOT_OPTIONS');

/** Options of the snapshot cache. */
export interface SnapshotOptions {
  /** Events between two snapshots of a stream (default SNAPSHOT_EVERY). */
  every?: number;
  /** How states are stored (default DAG_SNAPSHOT_CODEC; `bench:long-session` measures plain JSON beside it). */
  codec?: SnapshotCodec;
  /** False: a stream's first snapshot at exactly `every` events, with no phase (a bench that needs it there); default true. */
  phased?: boolean;
}

/** A stream's state from its snapshot (undefined when none is usable) and the events after it. */
export interface SnapshotLoad {
  state: SessionState | undefined;
  events: EventData[];
}

/**
 * Snapshots of folded session states (ADR 0007): a cache in table `session_snapshots`, never a source
 * of truth. Read with the events after it in one round trip; a snapshot of another codec, off its
 * chain, or that does not decode is ignored and the stream folded from its events. Written in the
 * background after a committed write, never delaying or failing it.
 */
@Injectable()
export class SessionSnapshots implements OnModuleDestroy {
  private readonly log = new Logger('SessionSnapshots');
  private readonly every: number;
  private readonly codec: SnapshotCodec;
  private readonly phased: boolean;
  /** The latest snapshot version known per stream (found by a load or written here). */
  private readonly last = new Map<string, number>();
  private readonly busy = new Set<string>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(SNAPSHOT_DB) private readonly db: Queryable,
    @Optional() @Inject(SNAPSHOT_OPTIONS) options: SnapshotOptions = {},
  ) {
    this.every = options.every ?? SNAPSHOT_EVERY;
    this.codec = options.codec ?? DAG_SNAPSHOT_CODEC;
    this.phased = options.phased ?? true;
  }

  /**
   * The stream from its snapshot: the decoded state and the events after it, or (no usable snapshot)
   * no state and every event. One round trip, two when a stored snapshot turns out not to decode.
   */
  async load(
    clubId: string,
    streamId: string,
    readEvents: (to: number) => Promise<EventData[]>,
  ): Promise<SnapshotLoad> {
    const { snapshot, events } = await readSnapshotAndTail(this.db, clubId, streamId, this.codec.name);
    if (!snapshot) return { state: undefined, events };
    this.remember(clubId, streamId, snapshot.version);
    try {
      return { state: this.codec.decode(snapshot.state, snapshot.version), events };
    } catch (e) {
      this.log.warn(
        `snapshot of ${clubId}/${streamId} at version ${snapshot.version} ignored: ${(e as Error).message}`,
      );
      return { state: undefined, events: [...(await readEvents(snapshot.version)), ...events] };
    }
  }

  /**
   * After a committed write that left the stream at `state` (whose last event has hash `headHash`):
   * when the stream has grown `every` events past its last snapshot, writes one in the background.
   * With none known, the first comes at `every` plus the stream's own phase (snapshotPhase), so that
   * sessions that started together do not all snapshot at the same play. Returns at once and never
   * throws; errors are logged.
   */
  committed(clubId: string, streamId: string, state: SessionState, headHash: string): void {
    const key = `${clubId}/${streamId}`;
    const last = this.last.get(key) ?? (this.phased ? snapshotPhase(key, this.every) : 0);
    if (state.version - last < this.every || this.busy.has(key)) return;
    this.busy.add(key);
    const done: Promise<void> = new Promise<void>((r) => setImmediate(r))
      .then(() => this.write(clubId, streamId, state, headHash))
      .catch((e: unknown) =>
        this.log.warn(`snapshot of ${key} at version ${state.version} not written: ${(e as Error).message}`),
      )
      .finally(() => {
        this.busy.delete(key);
        this.pending.delete(done);
      });
    this.pending.add(done);
  }

  /** Resolves once every snapshot scheduled so far is written (or has failed): for tests, benches, shutdown. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Lets the snapshots being written finish before the pool closes (errors are logged, not thrown). */
  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }

  private async write(clubId: string, streamId: string, state: SessionState, headHash: string): Promise<void> {
    this.remember(clubId, streamId, state.version); // also when it fails: retry only `every` events later
    const text = this.codec.encode(state);
    await upsertSnapshot(this.db, clubId, streamId, {
      version: state.version,
      codec: this.codec.name,
      headHash,
      state: text,
    });
  }

  private remember(clubId: string, streamId: string, version: number): void {
    const key = `${clubId}/${streamId}`;
    if ((this.last.get(key) ?? 0) > version) return;
    this.last.delete(key);
    this.last.set(key, version);
    if (this.last.size > REMEMBERED) this.last.delete(this.last.keys().next().value as string);
  }
}
