import { TableSeat, eldestHand } from '../../core/seats/table-seat';
import { MakeCall } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { seatAt, suitFrom } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { CallRecord, DealState } from '../../core/state';
import { Rules } from '../../core/rules';
import { SOLO_CALLS, auctionOver, auctionState, callRank, soloContract } from './auction';
import { generalMisere, playsGeneralMisere } from './general-misere';

const LAW = 'solo-hoffmann:p146';
const P156 = 'solo-hoffmann:p156';

/**
 * A solo call in order, with overcalls (solo-hoffmann:p144-146); when the calls are over the contract is fixed.
 * All passed: the hands are thrown in, or, by the house rule `generalMisere`, a General Misère is played (p147).
 */
export function decideSoloCall(cmd: MakeCall, deal: DealState, rules: Rules = {}): LawEvent[] {
  if (deal.status !== 'bidding') refuse('CALL_NOT_ALLOWED', 'the calls are over', LAW);
  const seat = seatAt(deal, cmd.seat);
  const trumpSuit = cmd.trumpSuit !== undefined ? suitFrom(cmd.trumpSuit) : undefined;
  const call: CallRecord = { seat, call: cmd.call, ...(trumpSuit ? { trumpSuit } : {}) };
  checkCall(deal, call);
  const made: LawEvent = {
    type: 'CallMade',
    at: cmd.at,
    deal: deal.number,
    seat,
    call: cmd.call,
    ...(trumpSuit ? { trumpSuit } : {}),
  };
  const after: DealState = { ...deal, calls: [...deal.calls, call] };
  const a = auctionState(after);
  if (!auctionOver(after, a)) return [made];
  if (!a.highest && playsGeneralMisere(rules))
    return [made, { type: 'ContractFixed', at: cmd.at, deal: deal.number, contract: generalMisere(after) }];
  if (!a.highest) return [made, { type: 'DealEnded', at: cmd.at, deal: deal.number, reason: 'passed-out' }];
  return [made, { type: 'ContractFixed', at: cmd.at, deal: deal.number, contract: soloContract(after, a) }];
}

function checkCall(deal: DealState, c: CallRecord): void {
  const a = auctionState(deal);
  const eldest = eldestHand(deal.order, deal.dealer);
  // solo-hoffmann:p156: at three there is no proposition and acceptance; solo is the lowest call
  if (deal.order.length === 3 && (c.call === 'acceptance' || c.call === 'proposal'))
    refuse('CALL_NOT_ALLOWED', 'three-handed solo has no proposition and acceptance (solo-hoffmann:p156)', P156);
  if (c.call === 'acceptance') return checkAcceptance(deal, c.seat, eldest);
  if (a.passed.has(c.seat)) refuse('CALL_NOT_ALLOWED', `${c.seat} has passed and may not call again`, LAW);
  if (c.seat !== a.next) refuse('CALL_NOT_ALLOWED', `it is ${a.next}'s turn to call`, 'solo-hoffmann:p144');
  if (c.call === 'pass') return;
  if (!(SOLO_CALLS as readonly string[]).includes(c.call))
    refuse('CALL_NOT_ALLOWED', `no call "${c.call}" in solo whist`, LAW);
  if (a.highest && callRank(c, deal.trump) <= callRank(a.highest, deal.trump))
    refuse('CALL_NOT_ALLOWED', `${c.call} does not overcall ${a.highest.call}`, LAW);
}

/** solo-hoffmann:p145-146: an open proposal may be accepted; a passed eldest hand may still accept; a dealer's proposal only by the eldest. */
function checkAcceptance(deal: DealState, seat: TableSeat, eldest: TableSeat): void {
  const a = auctionState(deal);
  const open = a.highest?.call === 'proposal' && !a.acceptor ? a.highest : null;
  if (!open || open.seat === seat)
    refuse('CALL_NOT_ALLOWED', 'there is no open proposal to accept', 'solo-hoffmann:p145');
  if (open.seat === deal.dealer && seat !== eldest)
    refuse('CALL_NOT_ALLOWED', "only the eldest hand may accept the dealer's proposal", 'solo-hoffmann:p145');
  if (a.passed.has(seat) && seat !== eldest)
    refuse('CALL_NOT_ALLOWED', 'only the eldest hand may accept after passing', LAW);
  if (!a.passed.has(seat) && seat !== a.next)
    refuse('CALL_NOT_ALLOWED', `it is ${a.next}'s turn to call`, 'solo-hoffmann:p144');
}
