/**
 * The finished-deal outcomes that settlement consumes: the contract between the per-variant deciders
 * (which produce them from a deal's state once the hand has ended and its revoke claims and penalty
 * elections are known) and the score-sheet. JSON-safe, readonly, one member per variant family.
 * Revokes listed here are the PROVED ones only (established and claimed within the window); a revoke
 * corrected in time, refuted, unproven or too late is not listed. Dummy's own revokes (whist Dummy 2,
 * bridge-1904:68) carry no penalty and are not listed either.
 */
import type { Suit } from './cards/card';
import type { Seat } from './seats/seat';
import type { TableSeat } from './seats/table-seat';

/** Tricks (or other counts) per partnership. */
export interface PerSide {
  readonly NS: number;
  readonly EW: number;
}

/** The wronged side's election for one revoke (whist-1900:75, bridge-1904:90); one per revoke. */
export type RevokePenaltyOption = 'take-three-tricks' | 'deduct-three' | 'add-three';

/**
 * A proved revoke in a partnership game: the offender's seat (his side is `sideOf(seat)`) and the
 * penalty elected by the adversaries (whist-1900:75 II: a different option may be chosen for each).
 * When no election was recorded, settlement applies `add-three` (legal in played and abandoned hands).
 */
export interface PartnershipRevoke {
  readonly seat: Seat;
  readonly penaltyOption?: RevokePenaltyOption;
}

/**
 * Whist (Revised Code 1900) and Dummy whist. `tricks` are the tricks each side won in play, plus any
 * tricks claimed and admitted (claims) or stated at an abandonment (whist-1900:62); revoke penalties
 * are NOT applied to them: settlement does that (whist-1900:50).
 */
export interface WhistOutcome {
  readonly variant: 'whist' | 'dummy-whist';
  /** The deal number in the session (1, 2, 3, ...). */
  readonly deal: number;
  /** Tricks won per side; they sum to 13 (or less only for an abandoned hand whose totals were not stated). */
  readonly tricks: PerSide;
  /** How many of A K Q J of trumps each side held (whist-1900:48), or null when unknown / not scored. */
  readonly honours: PerSide | null;
  /** With `honoursMustBeClaimed`: whether the side claimed its honours in time (whist-1900:51). */
  readonly honoursClaimed?: { readonly NS?: boolean; readonly EW?: boolean };
  /** Proved revokes with their elected penalties, in the order they were committed. */
  readonly revokes: readonly PartnershipRevoke[];
  /** All four hands thrown face up (whist-1900:62): only ±3 penalties, no trick transfer. */
  readonly abandoned?: boolean;
}

/** The trump declaration in Bridge 1904 (bridge-1904:47-52): a suit or no trumps. */
export type BridgeTrump = Suit | 'NT';

/** Bridge (1904): the dealer's side declares (bridge-1904:47), partner is Dummy. */
export interface BridgeOutcome {
  readonly variant: 'bridge-1904';
  readonly deal: number;
  /** The player who plays the combined hands (the dealer, bridge-1904:62); his side is the declaring side. */
  readonly declarer: Seat;
  /** The trump declared, or `NT`. */
  readonly trump: BridgeTrump;
  /** Number of doublings: 0 undoubled, 1 doubled, 2 redoubled, 3 ... (bridge-1904:53-61). */
  readonly doublings: number;
  /** Tricks won per side, before revoke penalties (claimed/abandoned totals as admitted, bridge-1904:77). */
  readonly tricks: PerSide;
  /**
   * Honours held per seat (bridge-1904:5-7): with a trump suit, how many of A K Q J T of trumps each
   * seat held; at NT, how many aces. Null when unknown (then no honours are scored).
   */
  readonly honours: Readonly<Record<Seat, number>> | null;
  /** Seats that held no trumps (chicane, bridge-1904:8); ignored at NT. */
  readonly chicane: readonly Seat[];
  /** Proved revokes with their elected penalties (bridge-1904:90). */
  readonly revokes: readonly PartnershipRevoke[];
  /** All four hands thrown face up: the score stands as claimed and admitted (bridge-1904:77). */
  readonly abandoned?: boolean;
}

/** A solo-whist call that won the auction (solo-hoffmann:p143-146); `abondance` includes abondance in trumps. */
export type SoloCall = 'proposal' | 'solo' | 'misere' | 'abondance' | 'misere-ouverte' | 'abondance-declaree';

/** An irregularity by an adversary of a misère caller that makes the caller win at once (solo-hoffmann:p150). */
export interface MisereProtection {
  readonly kind: 'exposed' | 'lead-out-of-turn' | 'played-out-of-turn' | 'revoke';
  readonly offender: TableSeat;
}

/** A General Misère played when all passed (solo-hoffmann:p147, house rule `generalMisere`): tricks per player, the last trick's taker. */
export interface GeneralMisereResult {
  /** Tricks each player took (played, or claimed and admitted). */
  readonly tricks: Readonly<Partial<Record<TableSeat, number>>>;
  /** The player who took the last (13th) trick, or null when it is not known (hand abandoned). */
  readonly lastTrick: TableSeat | null;
}

/**
 * Solo whist (Hoffmann's digest of Wilks & Pardon). Seats are compass seats at four; three players sit
 * N E S, five sit N E S W P5 and the player on the dealer's right sits out (solo-hoffmann:p156).
 */
export interface SoloOutcome {
  readonly variant: 'solo-whist';
  readonly deal: number;
  /**
   * The winning call; `none` when all passed and the hands were thrown in (solo-hoffmann:p146);
   * `general-misere` when all passed and the house plays a General Misère (solo-hoffmann:p147).
   */
  readonly call: SoloCall | 'none' | 'general-misere';
  /** The single caller, or the proposer in a proposal & acceptance. Absent when `call` is `none` or `general-misere`. */
  readonly caller?: TableSeat;
  /** The acceptor of a proposal (required when `call` is `proposal`). */
  readonly acceptor?: TableSeat;
  /** Tricks won by the caller's side (caller + acceptor), before revoke penalties. */
  readonly callerTricks: number;
  /** Misère: the trick (1-13) in which the caller took his first trick, if he did (informational). */
  readonly misereLostAtTrick?: number;
  /** Misère protections triggered, in order; the first one ends the hand (solo-hoffmann:p150). */
  readonly protections?: readonly MisereProtection[];
  /** Hands found with the wrong number of cards after the first call (solo-hoffmann:p154): settled on the counts, whatever happened. */
  readonly wrongCardCount?: readonly TableSeat[];
  /** Proved revokes by seat, in order (solo-hoffmann:p152). */
  readonly revokes: readonly { readonly seat: TableSeat }[];
  /** The seats that played this deal, clockwise (three, or four at a table of five); absent: N E S W. */
  readonly players?: readonly TableSeat[];
  /** Solo for five: the player on the dealer's right, who sat out; he neither pays nor receives (solo-hoffmann:p156). */
  readonly sittingOut?: TableSeat;
  /** The General Misère's tricks (required when `call` is `general-misere`). */
  readonly generalMisere?: GeneralMisereResult;
}

/**
 * A seat at a Hearts table of 3 to 6 players. The four compass seats are used first (3 players: N E S;
 * 4: N E S W); a 5th and 6th player sit at `P5` and `P6`. Clockwise order is given by `players`.
 */
export type HeartsSeat = TableSeat;

/** Counters per Hearts seat (only the seats at the table). */
export type PerHeartsSeat = Readonly<Partial<Record<HeartsSeat, number>>>;

/** A counter forfeit paid into the pool, e.g. 5 counters each under hearts-foster:15. */
export interface HeartsForfeit {
  readonly seat: HeartsSeat;
  readonly counters: number;
  /** The law citation, e.g. `hearts-foster:15`. */
  readonly law: string;
}

/** Hearts (Foster's laws 15-30), 3- to 6-handed. */
export interface HeartsOutcome {
  readonly variant: 'hearts';
  readonly deal: number;
  /** The seats at the table in clockwise order (3 to 6 of them). */
  readonly players: readonly HeartsSeat[];
  /** Hearts each seat won in play by the ordinary rule (all tricks, trick 13 included). Sum 13. */
  readonly hearts: PerHeartsSeat;
  /**
   * Laws 16-17: the player who missed a trick or is a card short must take the last trick. `winner`
   * won trick 13 in play, `hearts` is the number of hearts in it, `takenBy` the seat that must take it.
   */
  readonly lastTrick?: {
    readonly winner: HeartsSeat;
    readonly hearts: number;
    readonly takenBy: HeartsSeat;
    readonly law: 'hearts-foster:16' | 'hearts-foster:17';
  };
  /** Forfeits into the pool (hearts-foster:15: 5 each for the short and the long hand). */
  readonly forfeits: readonly HeartsForfeit[];
  /** Proved revokes by seat (hearts-foster:23-24); whether he would have won/divided is computed from `hearts`. */
  readonly revokes: readonly { readonly seat: HeartsSeat }[];
  /**
   * Auction Hearts (hearts-foster:30, p310): the highest bidder (null when nobody bid), his bid, and the
   * suit named to be avoided. Then `hearts` (and `lastTrick.hearts`) count the cards of that suit taken.
   */
  readonly auction?: { readonly bidder: HeartsSeat | null; readonly bid: number; readonly avoid: Suit };
}

/** A finished deal of any variant, discriminated by `variant`. */
export type DealOutcome = WhistOutcome | BridgeOutcome | SoloOutcome | HeartsOutcome;

/** The variant codes of the ledger. */
export type SettlementVariant = DealOutcome['variant'];
