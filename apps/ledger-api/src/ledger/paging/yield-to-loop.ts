/**
 * Lets the event loop run everything that is waiting (I/O callbacks, timers, other requests) before
 * going on: the pause between two pages of a long read or fold (issue 18.3, ADR 0019).
 */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
