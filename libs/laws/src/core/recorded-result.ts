/**
 * The result of a deal recorded without its play (api.md "Result-only deals"), as the laws accepted it:
 * one shape per variant family, each what settlement needs and no more. JSON-safe, stored in
 * `DealResultRecorded`.
 */
import type { Suit } from './cards/card';
import type { PerSide, SoloCall } from './outcome';
import type { Seat } from './seats/seat';
import type { TableSeat } from './seats/table-seat';

/** Whist and dummy whist: tricks per side and the honours one side scored (2 for three of A K Q J of trumps, 4 for all four: whist-1900:48). */
export interface WhistResult {
  readonly family: 'whist';
  readonly tricks: PerSide;
  /** The side that scored honours and its points, or null when neither did. */
  readonly honours: { readonly side: 'NS' | 'EW'; readonly points: 2 | 4 } | null;
}

/** Bridge 1904: the declaration, the dealer's side's declarer, the doublings, tricks, honours per seat (bridge-1904:5-8). */
export interface BridgeResult {
  readonly family: 'bridge';
  readonly declaration: Suit | 'NT';
  readonly declarer: Seat;
  readonly doublings: number;
  readonly tricks: PerSide;
  /** A K Q J T of trumps (aces at no trumps) held per seat, or null when not stated. */
  readonly honours: Readonly<Record<Seat, number>> | null;
  /** Seats that held no trump (chicane, bridge-1904:8). */
  readonly chicane: readonly Seat[];
}

/** Solo whist: the winning call, its caller, the acceptor of a proposal, and the tricks the caller's side took. */
export interface SoloResult {
  readonly family: 'solo';
  readonly call: SoloCall;
  readonly caller: Seat;
  readonly partner: Seat | null;
  readonly tricks: number;
}

/** Hearts: the hearts each seat took (hearts-foster:24 counts them). */
export interface HeartsResult {
  readonly family: 'hearts';
  readonly hearts: Readonly<Partial<Record<TableSeat, number>>>;
}

/** A recorded result of any variant. */
export type RecordedResult = WhistResult | BridgeResult | SoloResult | HeartsResult;
