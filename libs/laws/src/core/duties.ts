import { Card, Suit } from './cards/card';
import { TableSeat } from './seats/table-seat';
import { BRIDGE_CALL_ELECTIONS, type BridgeCallElection } from './bridge-call-irregularities';

/** A remedy kind the wronged side may elect (api.md penalties). */
export type PenaltyKind =
  | 'call-card'
  | 'call-suit'
  | 'call-highest'
  | 'call-lowest'
  | 'win-trick'
  | 'lose-trick'
  | 'follow-or-pass'
  | 'forbid-lead'
  | 'play-card'
  | 'do-not-play-card'
  | 'new-deal'
  /** The wronged side lets a faulty deal stand instead of claiming a new one (whist-1900:30, :33; bridge-1904:40, :42). */
  | 'deal-stands'
  | BridgeCallElection;

/** Every remedy kind there is (the REST vocabulary and the decider read this one list). */
export const PENALTY_KINDS: readonly PenaltyKind[] = [
  'call-card',
  'call-suit',
  'call-highest',
  'call-lowest',
  'win-trick',
  'lose-trick',
  'follow-or-pass',
  'forbid-lead',
  'play-card',
  'do-not-play-card',
  'new-deal',
  'deal-stands',
  ...BRIDGE_CALL_ELECTIONS,
];

/** What a player was bound to do when he played a card (the duty to follow, or an elected call). */
export type DutyKind =
  | 'follow'
  | 'lead-suit'
  | 'play-card'
  | 'highest'
  | 'lowest'
  | 'win'
  | 'not-win'
  | 'not-trump'
  | 'forbid-lead'
  | 'not-play'
  | 'not-suit';

/** A duty attached to one play; breaking it when able is a revoke (whist-1900:74, :76). */
export interface Duty {
  readonly kind: DutyKind;
  readonly suit?: Suit;
  readonly card?: Card;
  /** Suit led to the trick when the card was played (null for a lead). */
  readonly led: Suit | null;
  /** The card winning the trick when the card was played. */
  readonly beat: Card | null;
  readonly law: string;
  readonly obligation?: string;
}

/** A card on the table in a trick, with the duties its player had. */
export interface PlayEntry {
  readonly seat: TableSeat;
  readonly card: Card;
  readonly duties: readonly Duty[];
}

/** A trick: its number, who led, the cards in order, and its winner once complete. */
export interface TrickState {
  readonly number: number;
  readonly leader: TableSeat;
  readonly cards: readonly PlayEntry[];
  readonly winner: TableSeat | null;
}
