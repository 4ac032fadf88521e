import { Card } from '../../core/cards/card';
import { RecordDealFault } from '../../core/commands';
import { IrregularityRecorded, LawEvent } from '../../core/events';
import { DealFaultRecordedKind, DealState, Remedy, SessionState } from '../../core/state';
import { TableSeat } from '../../core/seats/table-seat';
import { currentTrickNumber } from '../../core/tricks/turn';
import { nextIrregularityId } from '../irregularities/ids';
import { DealCode } from './deal-code';

/** One deal fault being judged: the command, the session, the deal and its deal code, with the seats read. */
export interface DealFaultContext {
  readonly cmd: RecordDealFault;
  readonly state: SessionState;
  readonly deal: DealState;
  readonly code: DealCode;
  readonly seat: TableSeat;
  /** The seats that touched (bridge: looked at) their cards, in the order they did. */
  readonly touched: readonly TableSeat[];
}

/** What a recorded deal fault says: the law, the remedies (a claim of a new deal) or why none, and its details. */
export interface FaultRecord {
  readonly kind: DealFaultRecordedKind | 'misdeal' | 'wrong-card-count';
  readonly law: string;
  readonly seat?: TableSeat;
  readonly remedies?: readonly Remedy[];
  readonly noPenaltyLaw?: string;
  readonly cards?: readonly Card[];
  readonly rightful?: TableSeat;
  readonly cause?: string;
  readonly offset?: number;
}

/** The `IrregularityRecorded` event of a deal fault. */
export function faultRecorded(ctx: DealFaultContext, r: FaultRecord): IrregularityRecorded {
  const remedies = r.remedies ?? [];
  return {
    type: 'IrregularityRecorded',
    at: ctx.cmd.at,
    deal: ctx.deal.number,
    irregularity: nextIrregularityId(ctx.deal, r.offset ?? 0),
    kind: r.kind,
    seat: r.seat ?? ctx.seat,
    trick: currentTrickNumber(ctx.deal),
    cards: r.cards ?? [],
    law: r.law,
    remedies,
    ...(remedies.length === 0 ? { noPenaltyLaw: r.noPenaltyLaw ?? r.law } : {}),
    ...(r.rightful ? { rightful: r.rightful } : {}),
    ...(r.cause ? { cause: r.cause } : {}),
    ...(ctx.touched.length ? { touched: ctx.touched } : {}),
  };
}

/** The `DealEnded` of a hand annulled for a new deal: no score (whist-1900:41), and who deals it. */
export function annulled(ctx: DealFaultContext, offence: string, law: string, nextDealer: TableSeat): LawEvent {
  return {
    type: 'DealEnded',
    at: ctx.cmd.at,
    deal: ctx.deal.number,
    reason: 'new-deal',
    offender: ctx.seat,
    offence,
    law,
    nextDealer,
  };
}

/** True once any card has been played to the first trick (the deal is over and play has begun). */
export function playBegun(deal: DealState): boolean {
  return deal.tricks.some((t) => t.cards.length > 0);
}

/** True once the first trick is complete: turned and quitted, as the ledger records it (whist-1900:40). */
export function firstTrickQuitted(deal: DealState): boolean {
  return deal.tricks[0]?.winner != null;
}
