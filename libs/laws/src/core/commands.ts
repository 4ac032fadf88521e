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
  'looked-at-trick' | 'called-attention' | 'asked-partner' | 'dummy-suggested' | 'misdeal' | 'wrong-card-count';

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
  { kind: CorrectionKind; seat?: TableSeat; card?: string; from?: string }
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
/** A committee ruling (admin). */
export type RecordRuling = InDeal<'RecordRuling', { reason: string; adjustment: RulingAdjustment }>;

/** A side claims its honours at the end of the hand, before the next deal's cut (whist-1900:51; `honoursMustBeClaimed`). */
export type ClaimHonours = InDeal<'ClaimHonours', { side: Side }>;

/**
 * Record the claim solver's answer on claim `claimId` (once per `solverVersion`): `solved` is the answer
 * for `claimToSolve`'s position, given whenever that position exists; the laws only record it.
 */
export type AnalyseClaim = InDeal<'AnalyseClaim', { claimId: string; solverVersion: string; solved?: SolvedClaim }>;

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
  | RecordResult;

/** A seat of the session's table, as text from a command. */
export type SeatText = string;
