import type { Seat } from '@ledger/laws';
import { scriptDeal, seededRandom } from '../../support/deal-script';
import { Latencies, timed } from './latency';

const NEXT: Record<Seat, Seat> = { N: 'E', E: 'S', S: 'W', W: 'N' };

/**
 * A well-behaved scorer: opens a whist session and records whole deals one request at a time (the deal,
 * its 52 plays, then a look at the score-sheet), at a table's pace (`pauseMs` between requests), on one
 * API process, until the deadline. Every request's time and status go to `l`, and its route and time to `slowest`.
 */
export async function politeClient(
  base: string,
  club: { id: string; admin: string; scorer: string; players: string[] },
  until: number,
  l: Latencies,
  pauseMs = 100,
  slowest?: { ms: number; what: string }[],
): Promise<void> {
  const note = async <T>(what: string, sent: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await sent();
    slowest?.push({ ms: performance.now() - t0, what });
    return out;
  };
  const post = (key: string, path: string, body: unknown) =>
    note(`POST ${path.replace(/[0-9a-f-]{36}/g, ':id')}`, () =>
      timed(l, base + path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const pause = () => new Promise((r) => setTimeout(r, pauseMs));
  const [N, E, S, W] = club.players;
  const opened = await post(club.admin, `/v1/clubs/${club.id}/sessions`, { variant: 'whist', seats: { N, E, S, W } });
  if (opened.status !== 201) throw new Error(`the polite client could not open a session: ${opened.status}`);
  const session = (JSON.parse(opened.body) as { id: string }).id;
  const random = seededRandom(1818);
  let dealer: Seat = 'S';
  for (let n = 1; Date.now() < until; n++, dealer = NEXT[dealer]) {
    const d = scriptDeal(random, dealer);
    await post(club.scorer, `/v1/sessions/${session}/deals`, { dealer, hands: d.hands, trumpCard: d.trumpCard });
    for (const p of d.plays) {
      if (Date.now() >= until) return;
      await pause();
      await post(club.scorer, `/v1/sessions/${session}/deals/${n}/plays`, p);
    }
    await note('GET /v1/sessions/:id/scoresheet', () =>
      timed(l, `${base}/v1/sessions/${session}/scoresheet`, { headers: { Authorization: `Bearer ${club.scorer}` } }),
    );
  }
}
