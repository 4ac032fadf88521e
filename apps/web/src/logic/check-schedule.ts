/**
 * When the app asks the server for its check of a session (`GET .../verification`), issue 18.3: when
 * the score-sheet opens, at a deal's end (and the other ruling moments below), and otherwise once a
 * minute at most while the session moves: never per event, nor per viewer tick.
 */
export interface CheckClock {
  /** When the last check was asked for (ms), or null before the first. */
  lastAt: number | null;
  /** The stream version the last check covered. */
  lastVersion: number;
  /** A ruling moment came since the last check. */
  wanted: boolean;
}

/** The events after which the check is asked for soon (a burst is coalesced into one check). */
export const CHECK_ON = new Set(['DealEnded', 'RevokeClaimed', 'RulingRecorded']);
/** A burst of ruling moments gives one check per this gap. */
export const CHECK_GAP_MS = 3_000;
/** Otherwise at most one check per minute. */
export const CHECK_EVERY_MS = 60_000;

/** A clock before the first check: the first one is wanted at once. */
export function newCheckClock(): CheckClock {
  return { lastAt: null, lastVersion: -1, wanted: true };
}

/** The clock after an event of `type` came in. */
export function noteEvent(clock: CheckClock, type: string): CheckClock {
  return CHECK_ON.has(type) ? { ...clock, wanted: true } : clock;
}

/**
 * How long to wait before asking (0: ask now), or null when there is nothing new to check
 * (`version`: the session's version now).
 */
export function checkDelay(clock: CheckClock, version: number, now: number): number | null {
  if (!clock.wanted && version === clock.lastVersion) return null;
  if (clock.lastAt === null) return 0;
  return Math.max(0, clock.lastAt + (clock.wanted ? CHECK_GAP_MS : CHECK_EVERY_MS) - now);
}

/** The clock once a check of `version` was asked for at `now`. */
export function checked(version: number, now: number): CheckClock {
  return { lastAt: now, lastVersion: version, wanted: false };
}
