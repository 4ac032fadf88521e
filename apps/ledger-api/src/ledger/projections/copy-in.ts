import type { Connection, Submittable } from 'pg';

/** The COPY messages of pg's connection that its type declarations leave out (pg-copy-streams uses the same). */
interface CopyConnection extends Connection {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** One `COPY … FROM STDIN` statement and all of its rows, in COPY's format. */
export interface Copy {
  sql: string;
  data: Buffer;
}

/**
 * Several `COPY … FROM STDIN` with their data given whole, in ONE round trip, as a pg submittable:
 * `client.query(new CopyIn(copies))` queues it like any query, and `done` settles when the server has
 * answered. The statements go as one simple-query message, each statement's rows right behind it (one
 * CopyData message, then CopyDone), in one write, without waiting for the server's CopyInResponse: the
 * server reads them in order, each COPY its own rows. Safe when a statement fails: the server drops the
 * rest of the message and every CopyData and CopyDone that follows, then answers ReadyForQuery
 * (protocol, "COPY Operations"). One round trip per batch, where waiting for each CopyInResponse cost
 * two per table, a wake-up of each process on a loaded machine. pg calls handleError and not
 * handleReadyForQuery when the message fails, and handleError alone when the connection is lost;
 * either rejects `done`.
 */
export class CopyIn implements Submittable {
  /** Settles when the server has answered every COPY: resolves on success, rejects with the first error. */
  readonly done: Promise<void>;
  private resolve!: () => void;
  private reject!: (e: unknown) => void;

  constructor(private readonly copies: readonly Copy[]) {
    this.done = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  /** pg: sends the statements and every statement's rows at once. */
  submit(connection: Connection): void {
    const c = connection as CopyConnection;
    c.stream.cork();
    try {
      c.query(this.copies.map((x) => x.sql).join(';\n'));
      for (const x of this.copies) {
        c.sendCopyFromChunk(x.data);
        c.endCopyFrom();
      }
    } finally {
      c.stream.uncork();
    }
  }

  /** pg: a COPY is ready for its rows (already sent). */
  handleCopyInResponse(): void {}

  /** pg: `COPY n` of one statement. */
  handleCommandComplete(): void {}

  /** pg: an empty message (no statement given): nothing to do. */
  handleEmptyQuery(): void {}

  /** pg: every statement is over. */
  handleReadyForQuery(): void {
    this.resolve();
  }

  /** pg: the server refused a statement or its rows, or the connection was lost. */
  handleError(e: unknown): void {
    this.reject(e);
  }
}
