import { Suit } from '../../core/cards/card';
import { TableSeat, eldestHand, nextInOrder } from '../../core/seats/table-seat';
import { CallRecord, Contract, DealState } from '../../core/state';

/** Solo calls from lowest to highest (solo-hoffmann:p143-146). */
export const SOLO_CALLS = ['proposal', 'solo', 'misere', 'abondance', 'misere-ouverte', 'abondance-declaree'] as const;

/** The rank of a call in the auction; abondance in trumps outranks a plain-suit abondance (solo-hoffmann:p144). */
export function callRank(c: CallRecord, turned: Suit | null): number {
  const base = (SOLO_CALLS as readonly string[]).indexOf(c.call) + 1;
  return c.call === 'abondance' && (c.trumpSuit ?? turned) === turned ? base + 0.5 : base;
}

/** Where the auction stands: passed seats, the highest call, the acceptor of a proposal, whose turn it is. */
export interface AuctionState {
  readonly passed: ReadonlySet<TableSeat>;
  readonly highest: CallRecord | null;
  readonly acceptor: TableSeat | null;
  readonly next: TableSeat;
}

/** Reads the auction from the calls made so far. */
export function auctionState(deal: DealState): AuctionState {
  const passed = new Set<TableSeat>();
  let highest: CallRecord | null = null;
  let acceptor: TableSeat | null = null;
  let last: TableSeat | null = null;
  for (const c of deal.calls) {
    if (c.call === 'pass') {
      passed.add(c.seat);
      if (highest?.seat === c.seat) highest = null;
    } else if (c.call === 'acceptance') acceptor = c.seat;
    else [highest, acceptor] = [c, null]; // a higher call cancels the proposal and its acceptance (solo-hoffmann:p146)
    last = c.seat;
  }
  const first = eldestHand(deal.order, deal.dealer);
  let next = last === null ? first : nextInOrder(deal.order, last);
  for (let i = 0; i < 4 && passed.has(next); i++) next = nextInOrder(deal.order, next);
  return { passed, highest, acceptor, next };
}

/** True when the calls are over: all passed, or everyone but the contract's holders has passed. */
export function auctionOver(deal: DealState, a: AuctionState): boolean {
  if (a.passed.size === deal.order.length) return true;
  if (!a.highest || (a.highest.call === 'proposal' && !a.acceptor)) return false;
  return deal.order.every((s) => a.passed.has(s) || s === a.highest!.seat || s === a.acceptor);
}

/** The contract the auction fixed (solo-hoffmann:p143-145): misère has no trumps; abondance déclarée is led by the caller. */
export function soloContract(deal: DealState, a: AuctionState): Contract {
  const h = a.highest!;
  const noTrumps = h.call === 'misere' || h.call === 'misere-ouverte';
  const named = h.trumpSuit && h.trumpSuit !== 'NT' ? h.trumpSuit : deal.trump;
  const trump = noTrumps ? null : h.call.startsWith('abondance') ? named : deal.trump;
  const leader = h.call === 'abondance-declaree' ? h.seat : eldestHand(deal.order, deal.dealer);
  return { call: h.call, caller: h.seat, partner: a.acceptor, dummy: null, trump, noTrumps, doublings: 0, leader };
}
