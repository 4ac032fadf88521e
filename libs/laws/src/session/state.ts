import { Card, Suit } from '../cards/card';
import { TableSeat } from '../seats/table-seat';
import { GameVariant } from './variant';
import { Rules } from './rules';

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
  | 'new-deal';

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

/** A remedy the code gives for an offence, and who may elect it. */
export interface Remedy {
  readonly kind: PenaltyKind;
  readonly electors: readonly TableSeat[];
  /** Who must then comply (for a suit call: whichever of them next first has the lead). */
  readonly targets: readonly TableSeat[];
  readonly law: string;
}

/** The kinds of offence the ledger classifies. */
export type OffenceKind = 'lead-out-of-turn' | 'play-out-of-turn' | 'exposure' | 'revoke' | 'revoke-corrected' | 'omitted-play';

/** A recorded irregularity with the remedies available for it. */
export interface Irregularity {
  readonly id: string;
  readonly kind: OffenceKind;
  readonly seat: TableSeat;
  readonly trick: number;
  readonly cards: readonly Card[];
  readonly law: string;
  readonly remedies: readonly Remedy[];
  /** Why there are no remedies (e.g. `bridge-1904:81`), if none. */
  readonly noPenaltyLaw?: string;
  readonly rightful?: TableSeat;
  readonly penalised: boolean;
}

/** An elected call still to be obeyed (whist-1900:76). */
export interface Obligation {
  readonly id: string;
  readonly kind: DutyKind;
  readonly seats: readonly TableSeat[];
  readonly when: 'lead' | 'follow' | 'turn';
  readonly suit?: Suit;
  readonly card?: Card;
  readonly trick?: number;
  readonly law: string;
  readonly irregularity: string;
  readonly discharged: boolean;
}

/** How a revoke was proved. */
export interface Evidence {
  readonly heldCard: Card;
  readonly source: 'dealt-hand' | 'played-later' | 'shown';
}

/** A revoke (a renounce while holding the suit, or a disobeyed call) found in the record. */
export interface RevokeRecord {
  readonly irregularity: string;
  readonly seat: TableSeat;
  readonly trick: number;
  readonly card: Card;
  readonly ledSuit: Suit | null;
  readonly duty: DutyKind;
  readonly evidence: Evidence;
  readonly law: string;
  readonly status: 'committed' | 'corrected' | 'established';
}

/** The verdict on a claim of revoke. */
export type RevokeVerdict = 'established' | 'refuted' | 'unproven' | 'too-late';

/** A claim that a player revoked, with its verdict. */
export interface RevokeClaimRecord {
  readonly id: string;
  readonly by: TableSeat;
  readonly against: TableSeat;
  readonly trick?: number;
  readonly verdict: RevokeVerdict;
  readonly revoke?: { readonly trick: number; readonly card: Card; readonly ledSuit: Suit | null };
  readonly evidence?: Evidence;
  readonly law: string;
  readonly penalty?: { readonly by: TableSeat; readonly option: string };
}

/** A claim of tricks by a player, with the answers given. */
export interface ClaimRecord {
  readonly id: string;
  readonly seat: TableSeat;
  readonly tricks: number | 'rest';
  readonly answers: readonly { readonly seat: TableSeat; readonly accept: boolean }[];
  readonly status: 'open' | 'accepted' | 'disputed';
  /** Tricks still unplayed when the claim was made. */
  readonly remaining: number;
}

/** A call made in the auction (solo-whist) or the declaration/doubling (bridge-1904). */
export interface CallRecord {
  readonly seat: TableSeat;
  readonly call: string;
  readonly trumpSuit?: Suit | 'NT';
}

/** What the auction or declaration fixed. */
export interface Contract {
  readonly call: string;
  readonly caller: TableSeat;
  readonly partner: TableSeat | null;
  readonly dummy: TableSeat | null;
  readonly trump: Suit | null;
  readonly noTrumps: boolean;
  readonly doublings: number;
  readonly leader: TableSeat;
}

/** Why and how a deal's play ended. */
export interface DealEnd {
  readonly reason: 'played-out' | 'claim' | 'abandoned' | 'misere-forfeit' | 'passed-out' | 'new-deal';
  readonly offender?: TableSeat;
  readonly offence?: string;
  readonly tricks?: Readonly<Record<string, number>>;
  readonly claim?: string;
}

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
