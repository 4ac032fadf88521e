import type { EventStore } from '@ledger/event-store';
import type { Pool } from 'pg';
import { baselineInsert } from './baseline';
import type { EmmettPeer } from './emmett';
import { Timing } from './stats';
import { batches, dealEvents, dealMetadata, DEAL_EVENTS, Mode } from './workload';

/** One timed round: `writers` concurrent writers each appending `deals` deals (one new stream per deal). */
export interface Round {
  /** `logged`: the baseline's plain inserts into the ledger's own `events` table, which the club log then logs. */
  side: 'ours' | 'baseline' | 'logged' | 'emmett';
  mode: Mode;
  writers: number;
  deals: number;
  tag: string;
}

const CLUB = '00000000-0000-4000-8000-00000000c1b0';

/** Runs a round and returns its elapsed milliseconds and events written. */
export async function runRound(store: EventStore, pool: Pool, r: Round, emmett?: EmmettPeer): Promise<Timing> {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: r.writers }, (_, w) => writer(store, pool, r, w, emmett)));
  return { ms: performance.now() - t0, events: r.writers * r.deals * DEAL_EVENTS };
}

async function writer(store: EventStore, pool: Pool, r: Round, w: number, emmett?: EmmettPeer): Promise<void> {
  for (let d = 0; d < r.deals; d++) {
    const stream = `${r.tag}-w${w}-d${d}`;
    const metadata = dealMetadata(w, d);
    let version = 0;
    for (const batch of batches(dealEvents(d), r.mode)) {
      if (r.side === 'ours') await store.append(stream, version, batch, { clubId: CLUB, metadata });
      else if (r.side === 'emmett') await emmett!.append(stream, version, batch, metadata);
      else if (r.side === 'logged') await baselineInsert(pool, CLUB, stream, version + 1, batch, metadata, 'events');
      else await baselineInsert(pool, CLUB, stream, version + 1, batch, metadata);
      version += batch.length;
    }
  }
}
