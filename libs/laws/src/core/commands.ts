import type { SolvedClaim } from './claim-analysis';
import type { PenaltyKind } from './duties';
import type { RevokePenaltyOption } from './outcome';
import type { Side } from './seats/seat';
import type { TableSeat } from './seats/table-seat';
import type { RulingAdjustment } from './settlement/ruling';

/** How cards came to be exposed (api.md). */
export type ExposureHow = 'dropped' | 'named' | 'two-played' | 'shown' | 'detached-named';
/** The corrections of api.md. */
export type CorrectionKind = 'revoke-corrected' | 'false-lead-withdrawn' | 'take-back' | 'draw';
/** Facts of conduct and the solo-whist deal faults a score-keeper records. */
export type ConductKind =
  | 'looked-at-trick'
  | 'called-attention'
  | 'asked-partner'
  | 'dummy-suggested'
  | 'misdeal'
  | 'wrong-card-count'
  | 'doubling-consultation';

type C<T extends string, D> = Readonly<{ type: T; at: string } & D>;
type InDeal<T extends string, D> = C<T, { deal: number } & D>;

/** Open the session stream (POST /sessions). */
export type OpenSession = C<
  'OpenSession',
  { variant: string; seats: Readonly<Record<string, string | null>>; rules?: Readonly<Record<string, unknown>> }
>;
/** Start the next deal (POST /deals); `hands` optional, dotted strings or card arrays. */
export type StartDeal = C<
  'StartDeal',
  { dealer: TableSeat; hands?: Readonly<Record<string, unknown>>; trumpCard?: string; trumpSuit?: string }
>;
/** A call: solo auction, or bridge declaration / leave-it / double / redouble. */
export type MakeCall = InDeal<'MakeCall', { seat: TableSeat; call: string; trumpSuit?: string }>;
/** `seat` put `card` on the table. */
export type PlayCard = InDeal<'PlayCard', { seat: TableSeat; card: string }>;
/** Cards were exposed (`how`: dropped, named, two-played, shown, detached-named). */
export type ExposeCards = InDeal<
  'ExposeCards',
  { seat: TableSeat; cards: readonly string[]; how: ExposureHow; namedBy?: TableSeat }
>;
/** The wronged side elects a remedy. */
export type ElectPenalty = InDeal<
  'ElectPenalty',
  { by: TableSeat; against: TableSeat; kind: PenaltyKind; card?: string; suit?: string; forIrregularity?: string }
>;
/** A correction: revoke-corrected, false-lead-withdrawn, take-back, draw. */
export type CorrectPlay = InDeal<
  'CorrectPlay',
  { kind: CorrectionKind; seat?: TableSeat; card?: string; from?: TableSeat }
>;
/** A claim of tricks (`tricks`: a number or "rest"). */
export type MakeClaim = InDeal<'MakeClaim', { id: string; seat: TableSeat; tricks: number | 'rest' }>;
/** An answer to a claim. */
export type AnswerClaim = InDeal<'AnswerClaim', { claimId: string; seat: TableSeat; accept: boolean }>;
/** All hands thrown face up. */
export type AbandonHand = InDeal<
  'AbandonHand',
  { tricks?: Readonly<Record<string, number>>; faceUp?: Readonly<Record<string, unknown>> }
>;
/** A claim that `against` revoked (optionally in `trick`). */
export type ClaimRevoke = InDeal<'ClaimRevoke', { id: string; by: TableSeat; against: TableSeat; trick?: number }>;
/** The penalty elected for a proved revoke. */
export type ElectRevokePenalty = InDeal<
  'ElectRevokePenalty',
  { by: TableSeat; revokeClaim: string; option: RevokePenaltyOption }
>;
/**
 * A fact of conduct: `looked-at-trick`, `called-attention` (trick claimed before partner played), `asked-partner` ("no spade, partner?"), `dummy-suggested` (with `card`).
 * Solo-whist deal facts: `misdeal` (`seat` the dealer; `card` the card found faced in the pack, if that was the fault: solo-hoffmann:p149) and
 * `wrong-card-count` (`seat` a hand found short or long, `seats` every such hand: solo-hoffmann:p154).
 */
export type RecordIrregularity = InDeal<
  'RecordIrregularity',
  { seat: TableSeat; kind: ConductKind; card?: string; seats?: readonly TableSeat[] }
>;
/** The faults of the deal the whist-family codes name (whist-1900:28-41, the Dummy exceptions, bridge-1904:37-45); see `play/deal/`. */
export type DealFaultKind =
  | 'misdeal'
  | 'wrong-card-count'
  | 'imperfect-pack'
  | 'faced-card'
  | 'wrong-hand-taken'
  | 'exposed-in-dealing'
  | 'dealer-saw-card'
  | 'dealt-out-of-turn'
  | 'wrong-pack'
  | 'shuffled-after-cut';
/** The cause of a misdeal, named for whist-1900:37 I-VII (bridge-1904:39 III-VII where that code has it). */
export type MisdealCause =
  | 'not-in-rotation'
  | 'trump-card-face-down'
  | 'trump-card-not-to-dealer'
  | 'fourteen-cards'
  | 'dealer-counted'
  | 'two-cards-then-third'
  | 'not-cut';
/**
 * A fault of the deal in whist, dummy whist or bridge 1904 (`POST .../deals/{n}/deal-faults`). `seat`: the dealer (misdeal,
 * dealer-saw-card, shuffled-after-cut, dealt-out-of-turn, wrong-pack), the player who exposed a card in dealing, or who took up
 * another's hand. `touched`: the seats that had touched (bridge: looked at) their cards, in the order they did (whist-1900:31, :39;
 * bridge-1904:40). `short`/`long`: the hands found with too few/too many cards, `cards` the missing cards if found (whist-1900:40).
 * `causedBy`: the adversary whose act caused a fourteenth card (whist-1900:37 IV); `interruptedBy`: an adversary whose claim during
 * the deal proved false (whist-1900:36); `rightful`: who ought to have dealt; `stopped`: the deal out of turn stopped in time (whist-1900:34).
 */
export type RecordDealFault = InDeal<
  'RecordDealFault',
  {
    fault: DealFaultKind;
    seat: TableSeat;
    cause?: MisdealCause;
    card?: string;
    cards?: readonly string[];
    touched?: readonly TableSeat[];
    short?: readonly TableSeat[];
    long?: readonly TableSeat[];
    causedBy?: TableSeat;
    interruptedBy?: TableSeat;
    rightful?: TableSeat;
    stopped?: boolean;
  }
>;
/** A committee ruling (admin). */
export type RecordRuling = InDeal<'RecordRuling', { reason: string; adjustment: RulingAdjustment }>;

/** A side claims its honours at the end of the hand, before the next deal's cut (whist-1900:51; `honoursMustBeClaimed`). */
export type ClaimHonours = InDeal<'ClaimHonours', { side: Side }>;

/**
 * Record the claim solver's answer on claim `claimId` (once per `solverVersion`): `solved` is the answer
 * for `claimToSolve`'s position, given whenever that position exists; the laws only record it.
 */
export type AnalyseClaim = InDeal<'AnalyseClaim', { claimId: string; solverVersion: string; solved?: SolvedClaim }>;

/** A bid in Auction Hearts (hearts-foster:30): `counters` the player will pay to name the suit to avoid; 0 is no bid. */
export type MakeBid = InDeal<'MakeBid', { seat: TableSeat; counters: number }>;
/** The highest bidder of Auction Hearts names the suit to be avoided (hearts-foster:p310). */
export type NameAvoidedSuit = InDeal<'NameAvoidedSuit', { seat: TableSeat; suit: string }>;

/**
 * The result of a deal recorded without its play (api.md "Result-only deals"), as sent: whist and dummy-whist
 * `tricks` and `honours`; bridge-1904 `declaration`, `declarer`, `doublings`, `tricks`, `honours`, `chicane`;
 * solo-whist `call`, `caller`, `partner`, `tricks`; hearts `hearts`. The variant's laws check it.
 */
export type RecordResult = InDeal<
  'RecordResult',
  {
    tricks?: unknown;
    honours?: unknown;
    declaration?: unknown;
    declarer?: unknown;
    doublings?: unknown;
    chicane?: unknown;
    call?: unknown;
    caller?: unknown;
    partner?: unknown;
    hearts?: unknown;
  }
>;

/** Every command the laws engine decides. */
export type LawCommand =
  | OpenSession
  | StartDeal
  | MakeCall
  | PlayCard
  | ExposeCards
  | ElectPenalty
  | CorrectPlay
  | MakeClaim
  | AnswerClaim
  | AbandonHand
  | ClaimRevoke
  | ElectRevokePenalty
  | RecordRuling
  | RecordIrregularity
  | AnalyseClaim
  | ClaimHonours
  | RecordDealFault
  | MakeBid
  | NameAvoidedSuit
  | RecordResult;

/** A seat of the session's table, as text from a command. */
export type SeatText = string;
