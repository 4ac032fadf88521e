import { Suit } from '../../core/cards/card';
import { TableSeat, eldestHand } from '../../core/seats/table-seat';
import { MakeCall } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { Contract, DealState } from '../../core/state';

const VALUE: Record<Suit | 'NT', number> = { S: 2, C: 4, D: 6, H: 8, NT: 12 };

/** Bridge 1904 declaration (bridge-1904:47-52: the dealer declares or leaves it to his partner) and doubling (bridge-1904:53-61). */
export function decideBridgeCall(cmd: MakeCall, deal: DealState): LawEvent[] {
  const seat = seatAt(deal, cmd.seat);
  const partner = deal.order[(deal.order.indexOf(deal.dealer) + 2) % 4];
  const base = { at: cmd.at, deal: deal.number };
  if (cmd.call === 'double' || cmd.call === 'redouble') return double(cmd, deal, seat);
  if (deal.status !== 'bidding') refuse('CALL_NOT_ALLOWED', 'trumps are already declared', 'bridge-1904:47');
  const left = deal.calls.some((c) => c.call === 'leave-it');
  const due = left ? partner : deal.dealer;
  if (seat !== due) refuse('CALL_NOT_ALLOWED', `${due} declares`, left ? 'bridge-1904:48' : 'bridge-1904:47');
  if (cmd.call === 'leave-it' && !left) return [{ type: 'CallMade', ...base, seat, call: 'leave-it' }];
  const trump = cmd.trumpSuit as Suit | 'NT';
  if (cmd.call !== 'declare' || !(trump in VALUE))
    refuse('CALL_NOT_ALLOWED', 'declare a suit or NT, or leave it to partner', 'bridge-1904:47');
  const contract: Contract = {
    call: 'declare',
    caller: deal.dealer,
    partner,
    dummy: partner,
    trump: trump === 'NT' ? null : trump,
    noTrumps: trump === 'NT',
    doublings: 0,
    leader: eldestHand(deal.order, deal.dealer),
  };
  return [
    { type: 'CallMade', ...base, seat, call: 'declare', trumpSuit: trump },
    { type: 'ContractFixed', ...base, contract },
  ];
}

function double(cmd: MakeCall, deal: DealState, seat: TableSeat): LawEvent[] {
  const c = deal.contract;
  if (!c || deal.tricks.length > 0)
    refuse('CALL_NOT_ALLOWED', 'doubling is between the declaration and the first lead', 'bridge-1904:53');
  const declaring = seat === c.caller || seat === c.partner;
  const adversariesTurn = c.doublings % 2 === 0;
  const expected = c.doublings === 0 ? 'double' : 'redouble';
  if (cmd.call !== expected || declaring === adversariesTurn)
    refuse('CALL_NOT_ALLOWED', `${seat} may not ${cmd.call} now`, 'bridge-1904:55');
  // bridge-1904:71: a card exposed after the deal and before the first lead (doubling comes before it, so any
  // exposure recorded yet) takes away the offender's partner's right to double or redouble
  const partner = deal.order[(deal.order.indexOf(seat) + 2) % 4];
  const exposed = deal.irregularities.find((i) => i.kind === 'exposure' && i.seat === partner);
  if (exposed)
    refuse(
      'CALL_NOT_ALLOWED',
      `${partner} exposed ${exposed.cards.join(' ')} before the first lead: ${seat} may not ${cmd.call} (bridge-1904:71)`,
      'bridge-1904:71',
    );
  const value = VALUE[c.noTrumps ? 'NT' : (c.trump as Suit)] * 2 ** (c.doublings + 1);
  if (value > 100) refuse('CALL_NOT_ALLOWED', 'redoubling stops at 100 points a trick', 'bridge-1904:58');
  const base = { at: cmd.at, deal: deal.number };
  return [
    { type: 'CallMade', ...base, seat, call: cmd.call },
    { type: 'ContractFixed', ...base, contract: { ...c, doublings: c.doublings + 1 } },
  ];
}
