/** How long the sequencer leaves between the starts of two steps when commits keep waking it. */
export interface StepGapOptions {
  /** Never less (default 20 ms): a step per commit would cost the database two round trips each. */
  minMs: number;
  /** Never more (default 100 ms): the most a burst of commits waits for the log beyond its step. */
  maxMs: number;
  /** The events a step aims to take (default 200). */
  eventsPerStep: number;
}

/** The defaults of StepGapOptions. */
export const STEP_GAP_DEFAULTS: StepGapOptions = { minMs: 20, maxMs: 100, eventsPerStep: 200 };

/**
 * The gap after a step that took `events` events committed over the last `windowMs` (since the step before it
 * started): the time the same rate takes to bring `eventsPerStep` events, within [minMs, maxMs]. A step writes a
 * row per session it touches: under a few thousand plays a second spread over many tables, 20 ms steps wrote a
 * row per event, and waiting longer lets a session's plays share one; under a fast stream of batches a step
 * takes hundreds of events within the least gap anyway, and stepping often spreads the log's work over the load
 * instead of leaving it to the end of a burst (ADR 0010, revision of stop 27). After a step that found nothing (the
 * idle poll's), the least gap: a commit then waits no longer than it did before.
 */
export function stepGap(events: number, windowMs: number, o: StepGapOptions = STEP_GAP_DEFAULTS): number {
  if (events <= 0 || !(windowMs > 0)) return o.minMs; // no rate to go by: an idle poll's empty step, the first
  const wanted = (o.eventsPerStep * windowMs) / events;
  return Math.min(o.maxMs, Math.max(o.minMs, wanted));
}
