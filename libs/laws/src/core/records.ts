import { Card, Suit } from './cards/card';
import { TableSeat } from './seats/table-seat';
import { PenaltyKind, DutyKind } from './duties';
import type { BridgeCallIrregularity } from './bridge-call-irregularities';

/** A remedy the code gives for an offence, and who may elect it. */
export interface Remedy {
  readonly kind: PenaltyKind;
  readonly electors: readonly TableSeat[];
  /** Who must then comply (for a suit call: whichever of them next first has the lead). */
  readonly targets: readonly TableSeat[];
  readonly law: string;
}

/** The kinds of offence the ledger classifies. */
export type OffenceKind =
  | 'lead-out-of-turn'
  | 'play-out-of-turn'
  | 'exposure'
  | 'revoke'
  | 'revoke-corrected'
  | 'omitted-play'
  | 'wrong-naming'
  | 'looked-at-trick'
  | 'called-attention'
  | 'asked-partner'
  | 'dummy-suggested';

/** Every kind of recorded irregularity: the offences judged by the codes' remedies, and the solo deal faults (solo-hoffmann:p149, :p154). */
export type RecordedKind =
  OffenceKind | 'misdeal' | 'wrong-card-count' | DealFaultRecordedKind | BridgeCallIrregularity;

/** The faults of the deal recorded under the whist-family deal laws (whist-1900:28-41, bridge-1904:37-45; `play/deal/`). */
export type DealFaultRecordedKind =
  | 'imperfect-pack'
  | 'faced-card'
  | 'wrong-hand-taken'
  | 'exposed-in-dealing'
  | 'dealer-saw-card'
  | 'dealt-out-of-turn'
  | 'wrong-pack'
  | 'shuffled-after-cut';

/** A recorded irregularity with the remedies available for it. */
export interface Irregularity {
  readonly id: string;
  readonly kind: RecordedKind;
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
  /** The claim solver's verdict, once asked for (POST .../claims/{id}/analysis). */
  readonly analysis?: StoredClaimAnalysis;
  /** The last solver version that ran out of its budget on this claim (it is not asked again). */
  readonly analysisRefused?: StoredAnalysisRefusal;
}

/** A call made in the auction (solo-whist) or the declaration/doubling (bridge-1904). */
export interface CallRecord {
  readonly seat: TableSeat;
  readonly call: string;
  readonly trumpSuit?: Suit | 'NT';
  /** bridge-1904:59: a doubling call made after the eldest hand led before the doubling was complete. */
  readonly afterLead?: true;
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
  readonly reason:
    | 'played-out'
    | 'claim'
    | 'abandoned'
    | 'misere-forfeit'
    | 'misere-lost'
    | 'passed-out'
    | 'new-deal'
    | 'wrong-card-count'
    | 'result-only';
  readonly offender?: TableSeat;
  /** The trick that decided the hand before its end ('misere-lost': the caller's first trick). */
  readonly trick?: number;
  /** The law that ended the hand early, when one did ('misere-lost': solo-hoffmann:p148). */
  readonly law?: string;
  readonly offence?: string;
  /** Who deals next when the law says so ('new-deal': the same dealer, the next in rotation after a misdeal, whist-1900:38-39). */
  readonly nextDealer?: TableSeat;
  readonly tricks?: Readonly<Record<string, number>>;
  readonly claim?: string;
}

/** A claim the solver could not analyse within its budget, as stored in an event: which solver, which budget. */
export interface StoredAnalysisRefusal {
  readonly solverVersion: string;
  readonly maxNodes: number;
  readonly tricksLeft: number;
}

/** A claim analysis as stored in an event (JSON-safe; the solver's `ClaimAnalysis`). */
export interface StoredClaimAnalysis {
  readonly sound: boolean;
  readonly guaranteedTricks: number;
  readonly measure: string;
  /** False when `guaranteedTricks` is a proved lower bound, not the exact count (ClaimAnalysis.exact). */
  readonly exact?: false;
  readonly refutation?: readonly { readonly seat: TableSeat; readonly card: Card }[];
  readonly solverVersion: string;
}
