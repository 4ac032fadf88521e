import type { Suit } from '../../core/cards/card';
import type { RecordResult } from '../../core/commands';
import { refuse } from '../../core/law-violation';
import type { BridgeResult } from '../../core/recorded-result';
import type { Contract, DealState } from '../../core/state';
import type { Seat } from '../../core/seats/seat';
import { eldestHand } from '../../core/seats/table-seat';
import { countFrom, sideTricksFrom, tableSeatFrom } from './result-checks';

const VALUE: Record<Suit | 'NT', number> = { S: 2, C: 4, D: 6, H: 8, NT: 12 };

/**
 * Bridge 1904 recorded by result: `{declaration, declarer, doublings, tricks: {NS, EW}, honours?, chicane?}`.
 * The dealer or his partner declares (bridge-1904:47-48) and the dealer plays the combined hands; doubling
 * stops at 100 points a trick (bridge-1904:58); honours are the A K Q J 10 of trumps, or the four aces at no
 * trumps, counted per seat (bridge-1904:5-7); a chicane hand holds no trump (bridge-1904:8).
 */
export function bridgeResult(c: RecordResult, deal: DealState): { result: BridgeResult; contract: Contract } {
  const declaration = c.declaration as Suit | 'NT';
  if (typeof c.declaration !== 'string' || !(c.declaration in VALUE))
    refuse('CALL_NOT_ALLOWED', 'the declaration is a suit (S, H, D, C) or NT (bridge-1904:47)', 'bridge-1904:47');
  const declarer = tableSeatFrom(c.declarer, deal, 'declarer') as Seat;
  const partner = deal.order[(deal.order.indexOf(deal.dealer) + 2) % 4];
  if (declarer !== deal.dealer && declarer !== partner)
    refuse(
      'RESULT_IMPOSSIBLE',
      `the dealer ${deal.dealer} or his partner ${partner} declares, not ${declarer} (bridge-1904:47-48)`,
      'bridge-1904:47',
    );
  const doublings = countFrom(c.doublings ?? 0, 'doublings', 16);
  if (VALUE[declaration] * 2 ** doublings > 100)
    refuse(
      'RESULT_IMPOSSIBLE',
      `${doublings} doublings of ${declaration} pass 100 points a trick: redoubling stops there (bridge-1904:58)`,
      'bridge-1904:58',
    );
  const tricks = sideTricksFrom(c.tricks, deal);
  const noTrumps = declaration === 'NT';
  const chicane = chicaneFrom(c.chicane, deal, noTrumps);
  const honours = honoursFrom(c.honours, deal, noTrumps, chicane);
  const contract: Contract = {
    call: 'declare',
    caller: deal.dealer,
    partner,
    dummy: partner,
    trump: noTrumps ? null : declaration,
    noTrumps,
    doublings,
    leader: eldestHand(deal.order, deal.dealer),
  };
  return { result: { family: 'bridge', declaration, declarer, doublings, tricks, honours, chicane }, contract };
}

function chicaneFrom(v: unknown, deal: DealState, noTrumps: boolean): Seat[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) refuse('MALFORMED_COMMAND', 'chicane is a list of seats');
  const seats = v.map((s) => tableSeatFrom(s, deal, 'chicane') as Seat);
  if (seats.length > 0 && noTrumps)
    refuse('RESULT_IMPOSSIBLE', 'there is no chicane at no trumps (bridge-1904:8)', 'bridge-1904:8');
  if (new Set(seats).size !== seats.length || seats.length > 3)
    refuse('RESULT_IMPOSSIBLE', 'the thirteen trumps are held by at least one hand (bridge-1904:8)', 'bridge-1904:8');
  return seats;
}

function honoursFrom(v: unknown, deal: DealState, noTrumps: boolean, chicane: Seat[]): Record<Seat, number> | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v))
    refuse('MALFORMED_COMMAND', 'honours are counted per seat {N, E, S, W}');
  const given = v as Record<string, unknown>;
  for (const k of Object.keys(given)) tableSeatFrom(k, deal, 'honours');
  const all = noTrumps ? 4 : 5;
  const out = Object.fromEntries(deal.order.map((s) => [s, countFrom(given[s] ?? 0, `honours.${s}`, all)])) as Record<
    Seat,
    number
  >;
  const total = Object.values(out).reduce((a, b) => a + b, 0);
  if (total !== all)
    refuse(
      'RESULT_IMPOSSIBLE',
      `the ${all} honours (${noTrumps ? 'the four aces at no trumps' : 'A K Q J 10 of trumps'}) are held ${total} times (bridge-1904:5-7)`,
      'bridge-1904:5',
    );
  const bare = chicane.find((s) => out[s] > 0);
  if (bare)
    refuse('RESULT_IMPOSSIBLE', `${bare} is chicane yet holds honours in trumps (bridge-1904:8)`, 'bridge-1904:8');
  return out;
}
