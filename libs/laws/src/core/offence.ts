import { Card } from './cards/card';
import { TableSeat } from './seats/table-seat';
import { DealState, OffenceKind, Remedy, SessionState } from './state';
import { adversariesOf } from './seats/sides';

/** An offence as recorded, before the code of law is applied. */
export interface Offence {
  readonly kind: OffenceKind;
  readonly seat: TableSeat;
  readonly trick: number;
  readonly cards: readonly Card[];
  /** The seat whose turn it was (leads and plays out of turn). */
  readonly rightful?: TableSeat;
  /** How cards were exposed. */
  readonly how?: string;
}

/** What the code of law says about an offence: the law, the remedies it gives, or why there is none. */
export interface Judgement {
  readonly law: string;
  readonly remedies: readonly Remedy[];
  readonly noPenaltyLaw?: string;
}

/** Context for judging: the session and the deal as it stands. */
export interface JudgeContext {
  readonly session: SessionState;
  readonly deal: DealState;
}

/** A code's remedies: what it says about an offence (each variant's `VariantLaws.remedies`). */
export type Judge = (ctx: JudgeContext, o: Offence) => Judgement;

/** A remedy elected by the offender's adversaries (whist-1900:87: either partner may make the demand). */
export function byAdversaries(
  ctx: JudgeContext,
  o: Offence,
  kind: Remedy['kind'],
  targets: readonly TableSeat[],
  law: string,
): Remedy {
  return { kind, electors: adversariesOf(ctx.session, ctx.deal, o.seat), targets, law };
}

/** No remedy: the law that says so. */
export function noPenalty(law: string, noPenaltyLaw: string): Judgement {
  return { law, remedies: [], noPenaltyLaw };
}

/** The judgement "the offender's adversaries may elect any of `kinds`, binding `targets`" under `law`. */
export function adversariesElect(
  ctx: JudgeContext,
  o: Offence,
  law: string,
  kinds: readonly Remedy['kind'][],
  targets: readonly TableSeat[],
): Judgement {
  return { law, remedies: kinds.map((k) => byAdversaries(ctx, o, k, targets, law)) };
}
