import * as laws from '@ledger/laws';
import type { LawEvent, SessionState } from '@ledger/laws';
import type { Copy } from './copy-in';
import { ProjectionCopy } from './projection-copy';
import { noteTouched, projectionRows } from './projection-rows';

/** Progress of a rebuild: streams done of all, events folded. */
export interface StreamRebuildProgress {
  streamsDone: number;
  streams: number;
  events: number;
}

/**
 * club_id, stream_id, version, type, data: rows as arrays (no object per row). The club and the
 * session only on a stream's first event (version 1), null on the others: the rows come in (club,
 * stream, version) order, so they would repeat the previous row's (72 bytes a row to send, decode
 * and keep as strings).
 */
export type EventRow = [string | null, string | null, number, string, object];

/**
 * `evolve` taken from the laws' index once: a call through the module's re-export reads it through
 * a getter every time (CommonJS `export *`), once per event here.
 */
const { evolve } = laws;

/**
 * Folds the events of many streams, given in (club, stream, version) order page by page, into
 * COPY batches. Each stream's state is folded event by event as its rows arrive (fold is
 * exactly this chain of evolve), with each deal's last touching version (lastTouchedVersions, kept
 * as the events pass): no stream's events are held until its end; its rows are computed once, when
 * the next stream begins. A class, not closures, so that the optimised loop keeps its call targets
 * from one rebuild to the next.
 */
export class StreamFolder {
  private batch = new ProjectionCopy();
  private club = '';
  private stream = '';
  private state: SessionState = laws.initialState;
  private versions = new Map<number, number>();

  constructor(
    private readonly progress: StreamRebuildProgress,
    private readonly onProgress: (p: StreamRebuildProgress) => void,
  ) {}

  /** Folds one page of rows. */
  fold(rows: readonly EventRow[]): void {
    for (let i = 0; i < rows.length; i++) {
      const [c, s, version, type, data] = rows[i];
      if (c !== null) {
        // a stream's first event (version 1) names its club and session; the rest leave them out
        this.endStream();
        this.club = c;
        this.stream = s!;
      }
      if (version !== this.state.version + 1)
        throw new Error(
          `stream ${this.stream} of club ${this.club}: event at version ${version} after version ${this.state.version}`,
        );
      // toLawEvent's `{ ...data, type }` without the copy: the parsed row is ours, and assigning `type`
      // gives the same keys in the same order (appended last, or in place if data had one).
      const e = data as { type?: string };
      e.type = type;
      this.state = evolve(this.state, e as LawEvent);
      noteTouched(this.versions, e as LawEvent, this.state.version);
    }
  }

  /** Ends the stream being folded: its rows go into the batch, and it is reported. */
  endStream(): void {
    const state = this.state;
    if (state.version === 0) return;
    this.batch.add(this.club, this.stream, projectionRows(this.stream, state, 'all', this.versions));
    this.progress.streamsDone++;
    this.progress.events += state.version;
    this.onProgress(this.progress);
    this.state = laws.initialState;
    this.versions = new Map();
  }

  /** Bytes of the batch so far. */
  get batchBytes(): number {
    return this.batch.bytes;
  }

  /** The batch's COPY statements and rows, a new batch in its place; null when it holds no stream. */
  takeBatch(): Copy[] | null {
    if (this.batch.streams === 0) return null;
    const copies = this.batch.copies();
    this.batch = new ProjectionCopy();
    return copies;
  }
}
