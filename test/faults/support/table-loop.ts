import { Seat } from '@ledger/laws';
import { scriptDeal, seededRandom } from '../../support/deal-script';
import { RunClub } from './club-setup';
import { LedgerWriter, newKey, WriteAnswer } from './ledger-writer';

/** A write the API acknowledged (2xx), and the stream version it answered. */
export type Ack =
  | { kind: 'session'; session: string; version: number }
  | { kind: 'deal'; session: string; deal: number; version: number }
  | { kind: 'play'; session: string; deal: number; seat: Seat; card: string; version: number };

/** How one table (client) records deals. */
export interface TableOptions {
  /** Scorer key of this table. */
  key: string;
  seed: number;
  /** Deals per session before a new session is opened. */
  dealsPerSession: number;
  /** Keep retrying one request (same Idempotency-Key) until this many ms have passed; undefined = never retry. */
  retryWindowMs?: number;
  /** Every n-th play is first sent with a stale If-Match, planned to get 409 (0 = never). */
  plannedConflictEvery?: number;
  /** Asked between requests: stop recording. */
  stop: () => boolean;
}

const NEXT: Record<Seat, Seat> = { N: 'E', E: 'S', S: 'W', W: 'N' };

/**
 * One table's score-keeper: opens whist sessions and records whole deals (the deal, then 52 lawful
 * plays), every write with an Idempotency-Key of its own, pushing each acknowledgement to `acks`.
 * Returns when `stop()` says so (between requests) or when a write is refused for good.
 */
export async function recordTable(w: LedgerWriter, club: RunClub, o: TableOptions, acks: Ack[]): Promise<void> {
  const random = seededRandom(o.seed);
  let plays = 0;
  const send = async (
    key: string,
    path: string,
    body: unknown,
    extra: { ifMatch?: number; planned?: number } = {},
  ): Promise<WriteAnswer> => {
    const a = await w.post(key, path, body, {
      idempotencyKey: newKey(),
      retryUntil: o.retryWindowMs === undefined ? undefined : Date.now() + o.retryWindowMs,
      ...extra,
    });
    // A 2xx must carry the first response, replayed or not (api.md "Concurrency and retries").
    if (a.status === 201 && typeof a.body.version !== 'number') {
      w.stats.failed++;
      w.stats.failures.push(
        `POST ${path} → 201${a.replayed ? ' (Idempotent-Replayed)' : ''} without the response body: ${JSON.stringify(a.body).slice(0, 200)}`,
      );
      return { ...a, status: 299 };
    }
    return a;
  };
  while (!o.stop()) {
    const [N, E, S, W] = club.players;
    const opened = await send(club.admin, `/v1/clubs/${club.id}/sessions`, { variant: 'whist', seats: { N, E, S, W } });
    if (opened.status !== 201) return;
    const session = opened.body.id as string;
    acks.push({ kind: 'session', session, version: opened.body.version as number });
    let dealer: Seat = 'S';
    for (let n = 1; n <= o.dealsPerSession && !o.stop(); n++, dealer = NEXT[dealer]) {
      const d = scriptDeal(random, dealer);
      const started = await send(o.key, `/v1/sessions/${session}/deals`, {
        dealer,
        hands: d.hands,
        trumpCard: d.trumpCard,
      });
      if (started.status !== 201) return;
      acks.push({ kind: 'deal', session, deal: n, version: started.body.version as number });
      let version = started.body.version as number;
      for (const p of d.plays) {
        if (o.stop()) return;
        const path = `/v1/sessions/${session}/deals/${n}/plays`;
        if (o.plannedConflictEvery && ++plays % o.plannedConflictEvery === 0) {
          const stale = await send(o.key, path, p, { ifMatch: version - 1, planned: 409 });
          if (stale.status !== 409) return;
        }
        const played = await send(o.key, path, p);
        if (played.status !== 201) return;
        version = played.body.version as number;
        acks.push({ kind: 'play', session, deal: n, seat: p.seat, card: p.card, version });
      }
    }
  }
}
