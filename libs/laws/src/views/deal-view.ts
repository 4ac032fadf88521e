import { Card, Suit } from '../core/cards/card';
import { TableSeat } from '../core/seats/table-seat';
import { DealState, Obligation, SessionState } from '../core/state';
import { dealOf } from '../core/guards';
import { exposedUnplayed, knownHands, remainingHands } from './known-hands';
import { tricksBySeat } from './trick-totals';
import { revokeViews, RevokeView } from './revoke-view';
import type { RecordedResult } from '../core/recorded-result';

/** The deal view of api.md ("Reads"): the deal as it stands after the events folded so far. */
export interface DealView {
  readonly number: number;
  readonly status: 'bidding' | 'playing' | 'ended' | 'settled';
  readonly dealer: TableSeat;
  readonly trump: Suit | 'NT' | null;
  readonly trumpCard: Card | null;
  readonly handsRecorded: boolean;
  readonly hands: Record<string, readonly Card[]>;
  readonly remaining: Record<string, Card[]>;
  readonly tricks: {
    number: number;
    leader: TableSeat;
    cards: { seat: TableSeat; card: Card }[];
    winner: TableSeat | null;
  }[];
  readonly exposed: Record<string, Card[]>;
  readonly obligations: Obligation[];
  readonly irregularities: DealState['irregularities'][number][];
  readonly revokes: RevokeView[];
  readonly revokeClaims: DealState['revokeClaims'][number][];
  readonly claims: DealState['claims'][number][];
  readonly calls: DealState['calls'][number][];
  readonly contract: DealState['contract'];
  /** Auction Hearts: the bids and, once named, the suit to avoid (hearts-foster:30, p310); absent otherwise. */
  readonly auction?: DealState['auction'];
  readonly result: {
    reason: string;
    tricks: Record<string, number>;
    offender?: TableSeat;
    /** The trick that ended the hand early and the law that ended it ('misere-lost', solo-hoffmann:p148). */
    trick?: number;
    law?: string;
  } | null;
  /** `result-only` when the deal was recorded by its result without its play (api.md "Result-only deals"); absent otherwise. */
  readonly evidence?: 'result-only';
  /** The result as recorded, on a result-only deal. */
  readonly recorded?: RecordedResult;
  readonly version: number;
  /** Solo whist for five: the player on the dealer's right, who sits out this deal (solo-hoffmann:p156). */
  readonly sittingOut?: TableSeat;
}

/** Builds the deal view of deal `n` (pure: the same state gives the same view). */
export function dealView(session: SessionState, n: number): DealView {
  const d = dealOf(session, n);
  const hands = knownHands(d);
  return {
    number: d.number,
    status: d.closed && d.status === 'ended' ? 'settled' : d.status,
    dealer: d.dealer,
    trump: d.contract?.noTrumps && session.variant === 'bridge-1904' ? 'NT' : d.trump,
    trumpCard: d.trumpCard,
    handsRecorded: d.hands !== null,
    hands,
    remaining: remainingHands(d, hands),
    tricks: d.tricks.map((t) => ({
      number: t.number,
      leader: t.leader,
      cards: t.cards.map(({ seat, card }) => ({ seat, card })),
      winner: t.winner,
    })),
    exposed: exposedUnplayed(d),
    obligations: d.obligations.filter((o) => !o.discharged),
    irregularities: [...d.irregularities],
    revokes: revokeViews(d),
    revokeClaims: [...d.revokeClaims],
    claims: [...d.claims],
    calls: [...d.calls],
    contract: d.contract,
    ...(d.auction ? { auction: d.auction } : {}),
    result: d.end
      ? {
          reason: d.end.reason,
          tricks: d.recorded ? recordedTricks(d.recorded) : tricksBySeat(session, d),
          ...(d.end.offender ? { offender: d.end.offender } : {}),
          ...(d.end.trick ? { trick: d.end.trick } : {}),
          ...(d.end.law ? { law: d.end.law } : {}),
          ...(d.end.nextDealer ? { nextDealer: d.end.nextDealer, offence: d.end.offence } : {}),
        }
      : null,
    ...(d.recorded ? { evidence: 'result-only' as const, recorded: d.recorded } : {}),
    version: session.version,
    ...(d.sittingOut ? { sittingOut: d.sittingOut } : {}),
  };
}

/** The tricks a recorded result states: per side, or the caller's side's in solo whist (none in hearts). */
function recordedTricks(r: RecordedResult): Record<string, number> {
  if (r.family === 'whist' || r.family === 'bridge') return { ...r.tricks };
  if (r.family === 'solo') return { [r.caller]: r.tricks };
  return {};
}
