import type { SolvedClaim } from './claim-analysis';

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
  { dealer: string; hands?: Readonly<Record<string, unknown>>; trumpCard?: string; trumpSuit?: string }
>;
/** A call: solo auction, or bridge declaration / leave-it / double / redouble. */
export type MakeCall = InDeal<'MakeCall', { seat: string; call: string; trumpSuit?: string }>;
/** `seat` put `card` on the table. */
export type PlayCard = InDeal<'PlayCard', { seat: string; card: string }>;
/** Cards were exposed (`how`: dropped, named, two-played, shown, detached-named). */
export type ExposeCards = InDeal<
  'ExposeCards',
  { seat: string; cards: readonly string[]; how: string; namedBy?: string }
>;
/** The wronged side elects a remedy. */
export type ElectPenalty = InDeal<
  'ElectPenalty',
  { by: string; against: string; kind: string; card?: string; suit?: string; forIrregularity?: string }
>;
/** A correction: revoke-corrected, false-lead-withdrawn, take-back, draw. */
export type CorrectPlay = InDeal<'CorrectPlay', { kind: string; seat?: string; card?: string; from?: string }>;
/** A claim of tricks (`tricks`: a number or "rest"). */
export type MakeClaim = InDeal<'MakeClaim', { id: string; seat: string; tricks: number | 'rest' }>;
/** An answer to a claim. */
export type AnswerClaim = InDeal<'AnswerClaim', { claimId: string; seat: string; accept: boolean }>;
/** All hands thrown face up. */
export type AbandonHand = InDeal<
  'AbandonHand',
  { tricks?: Readonly<Record<string, number>>; faceUp?: Readonly<Record<string, unknown>> }
>;
/** A claim that `against` revoked (optionally in `trick`). */
export type ClaimRevoke = InDeal<'ClaimRevoke', { id: string; by: string; against: string; trick?: number }>;
/** The penalty elected for a proved revoke. */
export type ElectRevokePenalty = InDeal<'ElectRevokePenalty', { by: string; revokeClaim: string; option: string }>;
/**
 * A fact of conduct: `looked-at-trick`, `called-attention` (trick claimed before partner played), `asked-partner` ("no spade, partner?"), `dummy-suggested` (with `card`).
 * Solo-whist deal facts: `misdeal` (`seat` the dealer; `card` the card found faced in the pack, if that was the fault: solo-hoffmann:p149) and
 * `wrong-card-count` (`seat` a hand found short or long, `seats` every such hand: solo-hoffmann:p154).
 */
export type RecordIrregularity = InDeal<
  'RecordIrregularity',
  { seat: string; kind: string; card?: string; seats?: readonly string[] }
>;
/** A committee ruling (admin). */
export type RecordRuling = InDeal<'RecordRuling', { reason: string; adjustment: unknown }>;

/** A side claims its honours at the end of the hand, before the next deal's cut (whist-1900:51; `honoursMustBeClaimed`). */
export type ClaimHonours = InDeal<'ClaimHonours', { side: string }>;

/**
 * Record the claim solver's answer on claim `claimId` (once per `solverVersion`): `solved` is the answer
 * for `claimToSolve`'s position, given whenever that position exists; the laws only record it.
 */
export type AnalyseClaim = InDeal<'AnalyseClaim', { claimId: string; solverVersion: string; solved?: SolvedClaim }>;

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
  | ClaimHonours;

/** A seat of the session's table, as text from a command. */
export type SeatText = string;
