import type { ClientBase, QueryArrayResult } from 'pg';
import type { Copy } from './copy-in';
import { QueryChain } from './query-chain';
import { ChunkClaims, declareChunk } from './rebuild-chunks';
import type { EventRow, StreamFolder } from './stream-folder';

/**
 * Rows per FETCH. Small pages: a page's parsed rows are alive while it is folded, and 5,000 rows
 * (2-3 MB of objects) were still there at the next scavenge; at 1,000 the collector copies a fifth
 * of that. The round trips are hidden by the read-ahead.
 */
const FETCH_ROWS = 1_000;
/**
 * A batch is sent once its COPY text reaches this many bytes (about 30 streams of the bench's
 * 8-deal sessions), not after a fixed number of streams: with long streams a stream count made one
 * huge insert at the end and nothing for the server to do while Node folded.
 */
const FLUSH_BYTES = 1 << 19;

/** A page asked for: the rows of cursor number `cursor`. */
interface Page {
  cursor: number;
  rows: Promise<QueryArrayResult<EventRow>>;
}

/**
 * The pages of every chunk this reader claims, in order, two asked for ahead of the one being folded
 * (the server reads on while Node folds). A chunk's cursor is declared when the last page of the one
 * before is taken, before that page is folded: the server opens it and reads its first pages meanwhile.
 * The reader must be in a transaction (cursors live until it ends).
 */
class ChunkPages {
  private readonly ahead: Page[] = [];
  /** Number of the cursor of the chunk being read (0: none yet). */
  private cursor = 0;
  /** The reader's DECLAREs and FETCHes, in order, each sent when the one before has answered. */
  private readonly queries = new QueryChain();

  constructor(
    private readonly reader: ClientBase,
    private readonly claims: ChunkClaims,
  ) {
    this.open();
  }

  /** The next page's rows (possibly none), or null when every claimed chunk has been read. */
  async next(): Promise<EventRow[] | null> {
    for (;;) {
      const page = this.ahead.shift();
      if (!page) return null;
      const rows = (await page.rows).rows;
      // A page of an older cursor is the empty answer to a FETCH asked for before its chunk was known to end.
      if (page.cursor !== this.cursor) continue;
      if (rows.length === FETCH_ROWS) this.ahead.push(this.fetch());
      else this.open();
      return rows;
    }
  }

  /** Waits for the pages still asked for (each one after a failure, rejected). */
  async settled(): Promise<void> {
    await Promise.allSettled(this.ahead.map((p) => p.rows));
  }

  /** Claims the next chunk and declares its cursor (closing the last one), asking for its first two pages. */
  private open(): void {
    const j = this.claims.claim();
    if (j < 0) return;
    const name = `rebuild_events_${++this.cursor}`;
    const close = this.cursor > 1 ? `CLOSE rebuild_events_${this.cursor - 1}; ` : '';
    // A failed DECLARE fails the FETCHes behind it, which are awaited.
    const declare = close + declareChunk(name, this.claims.bounds, j);
    void this.queries.run(() => this.reader.query(declare));
    this.ahead.push(this.fetch(), this.fetch());
  }

  private fetch(): Page {
    const text = `FETCH ${FETCH_ROWS} FROM rebuild_events_${this.cursor}`;
    const rows = this.queries.run(() => this.reader.query<EventRow>({ text, rowMode: 'array' }));
    return { cursor: this.cursor, rows };
  }
}

/**
 * Reads and folds the chunks this reader claims, handing each batch of COPY text to `write` once it
 * reaches FLUSH_BYTES, and the last one at the end; `write` resolves when the next batch may be made
 * (its own back-pressure). `stopped` is asked after each page: a reason to give up (another reader
 * failed, an Error), thrown.
 */
export async function foldChunks(
  reader: ClientBase,
  claims: ChunkClaims,
  folder: StreamFolder,
  write: (copies: Copy[]) => Promise<void> | void,
  stopped: () => Error | undefined = NOT_STOPPED,
): Promise<void> {
  const pages = new ChunkPages(reader, claims);
  try {
    for (;;) {
      const rows = await pages.next();
      if (rows === null) break;
      const reason = stopped();
      if (reason) throw reason;
      folder.fold(rows);
      // Let go of the page's rows: something in the driver keeps a finished query's result reachable
      // for a while, and the pages it held survived two scavenges into the old generation (35 MB per
      // 100k events promoted, a quarter of the rebuild's time in the collector); emptied, they die young.
      rows.length = 0;
      if (folder.batchBytes >= FLUSH_BYTES) {
        const copies = folder.takeBatch();
        if (copies) await write(copies);
      }
    }
    folder.endStream();
    const copies = folder.takeBatch();
    if (copies) await write(copies);
  } finally {
    await pages.settled();
  }
}

const NOT_STOPPED = (): undefined => undefined;
