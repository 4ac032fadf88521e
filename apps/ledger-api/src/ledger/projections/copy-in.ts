import type { Connection, Submittable } from 'pg';

/** The COPY messages of pg's connection that its type declarations leave out (pg-copy-streams uses the same). */
interface CopyConnection extends Connection {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * One `COPY … FROM STDIN` with its data given whole, as a pg submittable: `client.query(new CopyIn(sql,
 * data))` queues it like any query, and `done` settles when the server has answered. The data is sent
 * as one CopyData message once the server asks for it (CopyInResponse), then CopyDone. pg calls
 * handleError and not handleReadyForQuery when the statement fails, and handleError alone when the
 * connection is lost; either rejects `done`.
 */
export class CopyIn implements Submittable {
  /** Settles when the server has answered the COPY: resolves on success, rejects with its error. */
  readonly done: Promise<void>;
  private resolve!: () => void;
  private reject!: (e: unknown) => void;

  constructor(
    private readonly text: string,
    private readonly data: Buffer,
  ) {
    this.done = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  /** pg: sends the statement (simple query protocol). */
  submit(connection: Connection): void {
    connection.query(this.text);
  }

  /** pg: the server is ready for the rows. */
  handleCopyInResponse(connection: Connection): void {
    const c = connection as CopyConnection;
    c.sendCopyFromChunk(this.data);
    c.endCopyFrom();
  }

  /** pg: `COPY n`. */
  handleCommandComplete(): void {}

  /** pg: the statement is over (after CommandComplete). */
  handleReadyForQuery(): void {
    this.resolve();
  }

  /** pg: the server refused the statement or the rows, or the connection was lost. */
  handleError(e: unknown): void {
    this.reject(e);
  }
}
