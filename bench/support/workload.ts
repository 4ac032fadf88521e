import type { EventMetadata, NewEvent } from '@ledger/event-store';

/** How a deal's 60 events are appended: 13-event batches, or one event per append. */
export type Mode = 'batch13' | 'single';

/** Events in one bench deal (52 cards played plus bidding/claim/score events). */
export const DEAL_EVENTS = 60;

const SEATS = ['N', 'E', 'S', 'W'] as const;
const RANKS = '23456789TJQKA';

/** The 60 CardPlayed-like events of one deal. */
export function dealEvents(deal: number): NewEvent[] {
  return Array.from({ length: DEAL_EVENTS }, (_, i) => ({
    type: 'CardPlayed',
    schemaVersion: 1,
    data: {
      deal,
      trick: Math.floor(i / 4) + 1,
      seat: SEATS[i % 4],
      card: `${RANKS[i % 13]}${'SHDC'[Math.floor(i / 13) % 4]}`,
    },
  }));
}

/** Metadata shared by a deal's appends. */
export function dealMetadata(writer: number, deal: number): EventMetadata {
  return { actor: `player-${writer}`, requestId: `req-${writer}-${deal}`, correlationId: `deal-${writer}-${deal}` };
}

/** Splits a deal into the batches the mode appends. */
export function batches(events: readonly NewEvent[], mode: Mode): NewEvent[][] {
  const size = mode === 'batch13' ? 13 : 1;
  const out: NewEvent[][] = [];
  for (let i = 0; i < events.length; i += size) out.push(events.slice(i, i + size));
  return out;
}
