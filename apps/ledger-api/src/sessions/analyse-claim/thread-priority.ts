import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Nice value of the claim solver's threads (ADR 0031): a solve is background work that waits for a core
 * behind the event loop of the same process, never in front of it.
 */
export const SOLVER_NICE = 10;

/**
 * Lowers the calling thread's scheduling priority to `nice`. On Linux a thread has a priority of its own
 * (setpriority on its thread id, read from /proc/thread-self); elsewhere, or where it cannot be changed,
 * nothing happens. Returns the thread id it changed, or undefined.
 */
export function lowerThisThread(nice: number): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return undefined;
    setPriority(tid, nice);
    return tid;
  } catch {
    return undefined;
  }
}
