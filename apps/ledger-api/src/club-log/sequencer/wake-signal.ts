/** Index of the flag "the sequencer is about to wait, or waits" in the shared words. */
const SLEEPING = 0;
/** Index of the count of commits the API's thread has announced. */
const COMMITS = 1;

/**
 * How the API's event loop wakes the sequencer thread without a message per commit (issue 21.1: a
 * `postMessage` per committed write was about a fifteenth of a play's CPU in the API). Two shared words:
 * a count of commits and a "sleeping" flag. The API's thread counts every commit and posts a wake-up
 * only when the flag says the sequencer waits; the sequencer sets the flag before it waits and then
 * looks at the count once more. Both sides use sequentially consistent atomics, so one of them always
 * sees the other's write (a commit is never left waiting for the idle poll): either the API's thread
 * sees the flag and wakes the sequencer, or the sequencer sees the new count and does not wait. At
 * worst a wake-up comes for nothing and costs one step that finds nothing.
 */
export class WakeSignal {
  private readonly words: Int32Array;

  /** A signal over `buffer` (a SharedArrayBuffer of 8 bytes, shared by both threads), or a new one. */
  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(8)) {
    this.words = new Int32Array(buffer);
  }

  /** The API's side: counts a commit; true when the sequencer waits and this caller must wake it (once). */
  committed(): boolean {
    Atomics.add(this.words, COMMITS, 1);
    return Atomics.load(this.words, SLEEPING) === 1 && Atomics.compareExchange(this.words, SLEEPING, 1, 0) === 1;
  }

  /** The sequencer's side, before a step: the count of commits so far (the step sees at least these). */
  mark(): number {
    return Atomics.load(this.words, COMMITS);
  }

  /**
   * The sequencer's side, before it waits: true when it may wait (no commit since `mark`, and any later
   * one now wakes it); false when commits came since `mark`, so it steps again at once.
   */
  mayWait(mark: number): boolean {
    Atomics.store(this.words, SLEEPING, 1);
    if (Atomics.load(this.words, COMMITS) === mark) return true;
    Atomics.store(this.words, SLEEPING, 0);
    return false;
  }

  /** The sequencer's side, after a wait (woken or timed out): commits no longer need to wake it. */
  awake(): void {
    Atomics.store(this.words, SLEEPING, 0);
  }
}
