import { Card, Suit } from './cards/card';
import { TableSeat } from './seats/table-seat';
import { GameVariant } from './variant';
import { Rules } from './rules';
import { DutyKind, PenaltyKind } from './duties';
import type { RecordedResult } from './recorded-result';
import {
  Contract,
  DealEnd,
  Evidence,
  Irregularity,
  Obligation,
  Remedy,
  RevokeVerdict,
  StoredAnalysisRefusal,
  StoredClaimAnalysis,
} from './records';

type E<T extends string, D> = Readonly<{ type: T; at: string } & D>;
type InDeal<T extends string, D> = E<T, { deal: number } & D>;

/** The session's first event: variant, seats and rules (defaults filled in). */
export type SessionOpened = E<
  'SessionOpened',
  { variant: GameVariant; seats: Readonly<Partial<Record<TableSeat, string | null>>>; rules: Rules }
>;
/** A deal began (this is the cut for the next deal: it closes the previous deal's claim window). */
export type DealStarted = InDeal<
  'DealStarted',
  {
    dealer: TableSeat;
    hands: Readonly<Partial<Record<TableSeat, readonly Card[]>>> | null;
    trumpCard: Card | null;
    trumpSuit: Suit | null;
    /** Solo whist for five: the player on the dealer's right, who sits out this deal (solo-hoffmann:p156). */
    sittingOut?: TableSeat;
  }
>;
/** A call in the auction (solo-whist) or a declaration, double or redouble (bridge-1904; `afterLead`: made after the eldest hand's lead, bridge-1904:59). */
export type CallMade = InDeal<'CallMade', { seat: TableSeat; call: string; trumpSuit?: Suit | 'NT'; afterLead?: true }>;
/** The auction or declaration is over and fixed the contract. */
export type ContractFixed = InDeal<'ContractFixed', { contract: Contract }>;
/** A card was put on the table by `seat` to trick `trick`. */
export type CardPlayed = InDeal<'CardPlayed', { seat: TableSeat; card: Card; trick: number }>;
/** The card just played was a lead by the wrong seat (whist-1900:64). */
export type LeadOutOfTurnRecorded = InDeal<'LeadOutOfTurnRecorded', IrregularityData & { rightful: TableSeat }>;
/** The card just played was played before the seat whose turn it was (whist-1900:70-71). */
export type PlayOutOfTurnRecorded = InDeal<'PlayOutOfTurnRecorded', IrregularityData & { rightful: TableSeat }>;
/** Cards were exposed (whist-1900:58): dropped, named, played together, shown or detached and named. */
export type CardsExposed = InDeal<'CardsExposed', IrregularityData & { how: string; namedBy?: TableSeat }>;
/** A revoke is proved from the record (a renounce while holding the suit, or a disobeyed call). */
export type RevokeCommitted = InDeal<
  'RevokeCommitted',
  IrregularityData & { ledSuit: Suit | null; duty: DutyKind; evidence: Evidence }
>;
/** A revoke was corrected before it was established (whist-1900:80, hearts-foster:22). */
export type RevokeCorrected = InDeal<
  'RevokeCorrected',
  {
    seat: TableSeat;
    trick: number;
    card: Card;
    substitute: Card;
    irregularity: string;
    remedies: readonly Remedy[];
    law: string;
  }
>;
/** A revoke became established: trick turned and quitted, or the side played on (whist-1900:77). */
export type RevokeEstablished = InDeal<'RevokeEstablished', { seat: TableSeat; trick: number; law: string }>;
/** The wronged side elected a remedy; a call becomes an obligation. */
export type PenaltyElected = InDeal<
  'PenaltyElected',
  {
    by: TableSeat;
    against: TableSeat;
    kind: PenaltyKind;
    card?: Card;
    suit?: Suit;
    irregularity: string;
    obligation: Obligation | null;
    law: string;
  }
>;
/** Cards on the table went back to their hands (a false lead resolved or withdrawn, a card taken back). */
export type CardsReturned = InDeal<
  'CardsReturned',
  { trick: number; cards: readonly { seat: TableSeat; card: Card }[]; law: string }
>;
/** The short hand drew a card from the long hand (hearts-foster:15). */
export type CardDrawn = InDeal<'CardDrawn', { seat: TableSeat; card: Card; from: TableSeat; law: string }>;
/** A player claimed tricks. */
export type ClaimMade = InDeal<'ClaimMade', { id: string; seat: TableSeat; tricks: number | 'rest' }>;
/** A player answered a claim. */
export type ClaimAnswered = InDeal<'ClaimAnswered', { id: string; seat: TableSeat; accept: boolean }>;
/** The claim solver's verdict on a claim, computed once from the record and stored with the solver's version. */
export type ClaimAnalysed = InDeal<'ClaimAnalysed', { claimId: string; analysis: StoredClaimAnalysis }>;
/** The claim solver ran out of its budget on a claim: recorded with its version, so that version never tries again. */
export type ClaimAnalysisRefused = InDeal<'ClaimAnalysisRefused', { claimId: string; refusal: StoredAnalysisRefusal }>;
/** All four hands were thrown face up (whist-1900:62, bridge-1904:77). */
export type HandAbandoned = InDeal<
  'HandAbandoned',
  { tricks: Readonly<Record<string, number>> | null; faceUp: Readonly<Partial<Record<TableSeat, readonly Card[]>>> }
>;
/** A revoke claim and its verdict. */
export type RevokeClaimed = InDeal<
  'RevokeClaimed',
  {
    id: string;
    by: TableSeat;
    against: TableSeat;
    trick?: number;
    verdict: RevokeVerdict;
    revoke?: { trick: number; card: Card; ledSuit: Suit | null };
    evidence?: Evidence;
    law: string;
  }
>;
/** An unproven revoke claim was judged again once more cards were known. */
export type RevokeClaimReassessed = InDeal<
  'RevokeClaimReassessed',
  {
    id: string;
    verdict: RevokeVerdict;
    revoke?: { trick: number; card: Card; ledSuit: Suit | null };
    evidence?: Evidence;
    law: string;
  }
>;
/** The wronged side elected the penalty for a proved revoke (whist-1900:75). */
export type RevokePenaltyElected = InDeal<
  'RevokePenaltyElected',
  { by: TableSeat; revokeClaim: string; option: string; law: string }
>;
/** A seat missed trick `trick` and played to the next one: the short trick is closed as it stands (whist-1900:72, hearts-foster:16). */
export type PlayOmitted = InDeal<'PlayOmitted', IrregularityData>;
/** An adversary named a detached card wrongly (whist-1900:63, bridge-1904:78): the namer is the offender. */
export type WrongCardNamed = InDeal<'WrongCardNamed', IrregularityData & { holder: TableSeat }>;
/** Another irregularity of conduct: looking at a quitted trick (whist-1900:94), calling attention to the trick (whist-1900:90). */
export type IrregularityRecorded = InDeal<
  'IrregularityRecorded',
  IrregularityData & {
    /** A deal fault: who ought to have dealt (whist-1900:34, :38). */
    rightful?: TableSeat;
    /** A misdeal's cause (whist-1900:37 I-VII, bridge-1904:39). */
    cause?: string;
    /** A deal fault: the seats that had touched (bridge: looked at) their cards, in order (whist-1900:31, :39; bridge-1904:40). */
    touched?: readonly TableSeat[];
  }
>;
/** The misère ouverte caller's hand laid face up after the first trick (solo-hoffmann:p143); `cards` his unplayed cards when the hands were recorded, else none (record them as `shown` exposures). */
export type HandLaidOpen = InDeal<
  'HandLaidOpen',
  { seat: TableSeat; trick: number; cards: readonly Card[]; law: string }
>;
/** A side claimed its honours before the next deal began (whist-1900:51). */
export type HonoursClaimed = InDeal<'HonoursClaimed', { side: 'NS' | 'EW'; law: string }>;
/** A deal recorded by its result only, without its play (api.md "Result-only deals"), followed by `DealEnded {reason: 'result-only'}`; `contract` is the declaration or winning call the result states (bridge-1904, solo-whist). */
export type DealResultRecorded = InDeal<'DealResultRecorded', { result: RecordedResult; contract: Contract | null }>;
/** The play of the deal is over. */
export type DealEnded = InDeal<'DealEnded', DealEnd>;
/** A committee ruling after the fact, adjusting settlement. */
export type RulingRecorded = InDeal<'RulingRecorded', { reason: string; adjustment: unknown }>;

/** A bid in Auction Hearts, in turn from the eldest hand to the dealer (hearts-foster:30); 0 is no bid. */
export type BidMade = InDeal<'BidMade', { seat: TableSeat; counters: number; law: string }>;
/**
 * The Auction Hearts bidding is over: the highest bidder (`bidder`, who pays `bid` into the pool) named
 * `suit` to be avoided and leads the first trick (hearts-foster:p310). With no bid at all, `bidder` is null,
 * hearts stay the suit to avoid and the eldest hand leads.
 */
export type AvoidedSuitNamed = InDeal<
  'AvoidedSuitNamed',
  { bidder: TableSeat | null; bid: number; suit: Suit; leader: TableSeat; law: string }
>;

/** The fields every irregularity event carries: the recorded irregularity's, keyed by `irregularity` (its id). */
export type IrregularityData = Omit<Irregularity, 'id' | 'rightful' | 'penalised'> & { readonly irregularity: string };

/** Every event of a session stream. */
export type LawEvent =
  | SessionOpened
  | DealStarted
  | CallMade
  | ContractFixed
  | CardPlayed
  | LeadOutOfTurnRecorded
  | PlayOutOfTurnRecorded
  | CardsExposed
  | RevokeCommitted
  | RevokeCorrected
  | RevokeEstablished
  | PenaltyElected
  | CardsReturned
  | CardDrawn
  | ClaimMade
  | ClaimAnswered
  | ClaimAnalysed
  | ClaimAnalysisRefused
  | HandAbandoned
  | RevokeClaimed
  | RevokeClaimReassessed
  | RevokePenaltyElected
  | PlayOmitted
  | WrongCardNamed
  | IrregularityRecorded
  | DealEnded
  | RulingRecorded
  | HonoursClaimed
  | HandLaidOpen
  | BidMade
  | AvoidedSuitNamed
  | DealResultRecorded;

/** The event type names. */
export type LawEventType = LawEvent['type'];
