import { Card, Suit } from './cards/card';
import { TableSeat } from './seats/table-seat';
import { GameVariant } from './variant';
import { Rules } from './rules';
import type { RecordedResult } from './recorded-result';

export * from './duties';
export * from './records';
import {
  Contract,
  DealEnd,
  Irregularity,
  Obligation,
  RevokeRecord,
  RevokeClaimRecord,
  ClaimRecord,
  CallRecord,
} from './records';
import { PenaltyKind, TrickState } from './duties';

/** One deal of the session, as the events have built it. */
export interface DealState {
  readonly number: number;
  readonly dealer: TableSeat;
  readonly order: readonly TableSeat[];
  readonly handSize: number;
  readonly hands: Readonly<Partial<Record<TableSeat, readonly Card[]>>> | null;
  readonly trumpCard: Card | null;
  readonly trump: Suit | null;
  readonly status: 'bidding' | 'playing' | 'ended';
  /** The cut for the next deal has happened (deal n+1 started): revoke claims are too late. */
  readonly closed: boolean;
  readonly calls: readonly CallRecord[];
  readonly contract: Contract | null;
  readonly tricks: readonly TrickState[];
  readonly nextLeader: TableSeat;
  readonly exposed: readonly { readonly seat: TableSeat; readonly card: Card; readonly how: string }[];
  readonly shown: readonly { readonly seat: TableSeat; readonly card: Card }[];
  readonly drawn: readonly { readonly seat: TableSeat; readonly card: Card; readonly from: TableSeat }[];
  readonly irregularities: readonly Irregularity[];
  readonly obligations: readonly Obligation[];
  readonly revokes: readonly RevokeRecord[];
  readonly revokeClaims: readonly RevokeClaimRecord[];
  readonly claims: readonly ClaimRecord[];
  readonly penalties: readonly { readonly by: TableSeat; readonly kind: PenaltyKind; readonly irregularity: string }[];
  readonly rulings: readonly { readonly reason: string; readonly adjustment: unknown }[];
  readonly end: DealEnd | null;
  /** Seats that missed a trick and played to the next one (whist-1900:72, hearts-foster:16). */
  readonly omitted: readonly { readonly seat: TableSeat; readonly trick: number }[];
  /** The sides that claimed their honours at the end of the hand (whist-1900:51). */
  readonly honoursClaimed: readonly ('NS' | 'EW')[];
  /** The misère ouverte caller whose hand is laid face up on the table (solo-hoffmann:p143), once it is. */
  readonly laidOpen: TableSeat | null;
  /** Solo whist for five: the seat sitting out this deal (not in `order`; solo-hoffmann:p156). Absent when everyone plays. */
  readonly sittingOut?: TableSeat;
  /** The pack of this deal when it is not the table's usual one (three-handed solo, solo-hoffmann:p156). */
  readonly pack?: readonly Card[];
  /**
   * Auction Hearts only (hearts-foster:30, p310): the bids so far and, once named, the suit to avoid. Absent
   * (not null) in every other deal, so that the fold of other sessions, and their snapshots, are unchanged.
   */
  readonly auction?: HeartsAuction;
  /** The result recorded without the play (api.md "Result-only deals"), when the deal was recorded so. */
  readonly recorded?: RecordedResult;
}

/** The bidding of an Auction Hearts deal (hearts-foster:30, p310). */
export interface HeartsAuction {
  /** The bids in the order made (eldest hand first, dealer last); 0 is no bid. */
  readonly bids: readonly { readonly seat: TableSeat; readonly counters: number }[];
  /** Once the bidding is over: the highest bidder (null when nobody bid), his bid, and the suit to avoid. */
  readonly avoided: { readonly bidder: TableSeat | null; readonly bid: number; readonly suit: Suit } | null;
}

/** The session: the consistency boundary of one stream (variant, seats, rules, deals). */
export interface SessionState {
  readonly opened: boolean;
  readonly variant: GameVariant;
  readonly seats: Readonly<Partial<Record<TableSeat, string | null>>>;
  readonly order: readonly TableSeat[];
  readonly rules: Rules;
  readonly deals: readonly DealState[];
  /** Number of events folded so far (the stream version). */
  readonly version: number;
}

/** The state before `SessionOpened`. */
export const initialState: SessionState = {
  opened: false,
  variant: 'whist',
  seats: {},
  order: [],
  rules: {},
  deals: [],
  version: 0,
};
