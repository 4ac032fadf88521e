/** Marks a promise awaited later (or never) as handled, so a rejection before then is not reported as unhandled. */
export function handled<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}

/**
 * One connection's queries sent one after another, in the order asked, each as soon as the one before
 * has answered or failed: the rebuild asks for its next pages and queues its COPY batches while it folds,
 * as pg's own queue let it, without queueing in the driver (pg 8 deprecates calling `query` on a busy
 * client; pg 9 removes it). Every promise it returns is marked handled: it is awaited later, or never once
 * something before it failed.
 */
export class QueryChain {
  private tail: Promise<unknown> = Promise.resolve();

  /** Calls `send` (which sends one query and resolves with its answer) once everything asked before has settled. */
  run<T>(send: () => Promise<T>): Promise<T> {
    const p = this.tail.then(send, send);
    this.tail = p.catch(() => undefined);
    return handled(p);
  }
}
