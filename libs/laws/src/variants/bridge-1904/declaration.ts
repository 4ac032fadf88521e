import { Suit } from '../../core/cards/card';
import { MakeCall } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { refuse } from '../../core/law-violation';
import { Contract, DealState, Remedy } from '../../core/state';
import { TableSeat } from '../../core/seats/table-seat';
import { currentTrickNumber } from '../../core/tricks/turn';
import { nextIrregularityId } from '../../play/irregularities/ids';
import { bridgeSeats } from './bridge-seats';

const TRUMPS: readonly string[] = ['S', 'H', 'D', 'C', 'NT'];

/** True when the eldest hand has demanded that the dealer's partner declare himself (bridge-1904:50 II). */
export function partnerMustDeclare(deal: DealState): boolean {
  const s = bridgeSeats(deal);
  return (
    deal.calls.some((c) => c.seat === s.dealer && c.call === 'leave-it') ||
    deal.penalties.some((p) => p.kind === 'partner-declares')
  );
}

/**
 * The declaration (bridge-1904:47-52). The dealer declares a suit or "No trumps", or leaves it to his
 * partner, who must then declare (47-48). A declaration by the wrong player is recorded, never refused,
 * with the election the law gives: the dealer's partner declaring without permission stands for now, the
 * eldest hand may demand a new deal (49); the partner passing it to the dealer lets the eldest hand demand
 * a new deal or that the partner declare himself (50); an adversary's declaration has no effect, the
 * dealer may claim a fresh deal or proceed (51). Refused: a second declaration (52) and a dealer who has
 * left it, or been told to leave it, to his partner (48, 50).
 */
export function decideDeclaration(cmd: MakeCall, deal: DealState, seat: TableSeat): LawEvent[] {
  const s = bridgeSeats(deal);
  const base = { at: cmd.at, deal: deal.number };
  if (deal.status !== 'bidding')
    refuse(
      'CALL_NOT_ALLOWED',
      'trumps are already declared: a declaration once made cannot be altered',
      'bridge-1904:52',
    );
  const trump = cmd.trumpSuit as Suit | 'NT';
  const declares = cmd.call === 'declare';
  if (declares && !TRUMPS.includes(trump))
    refuse('CALL_NOT_ALLOWED', 'declare a suit or NT, or leave it to partner', 'bridge-1904:47');
  const call: LawEvent = { type: 'CallMade', ...base, seat, call: cmd.call, ...(declares ? { trumpSuit: trump } : {}) };
  const wrong = (law: string, remedies: readonly Remedy[]): LawEvent => ({
    type: 'IrregularityRecorded',
    ...base,
    irregularity: nextIrregularityId(deal),
    kind: 'declaration-out-of-turn',
    seat,
    trick: currentTrickNumber(deal),
    cards: [],
    law,
    remedies,
  });
  const remedy = (kind: Remedy['kind'], by: TableSeat, law: string): Remedy => ({
    kind,
    electors: [by],
    targets: [],
    law,
  });
  const fixed = (): LawEvent => ({ type: 'ContractFixed', ...base, contract: contractOf(deal, trump) });
  if (seat !== s.dealer && seat !== s.partner) {
    // bridge-1904:51: no effect on the declaration; the dealer claims a fresh deal or proceeds as if it had not been made
    const law = 'bridge-1904:51';
    return [call, wrong(law, [remedy('new-deal', s.dealer, law)])];
  }
  const mustBePartner = partnerMustDeclare(deal);
  if (seat === s.dealer) {
    if (mustBePartner) {
      const left = deal.calls.some((c) => c.seat === s.dealer && c.call === 'leave-it');
      refuse(
        'CALL_NOT_ALLOWED',
        `${s.partner} declares: ${left ? `${s.dealer} left it to him` : 'the eldest hand demanded it'}`,
        left ? 'bridge-1904:48' : 'bridge-1904:50',
      );
    }
    return declares ? [call, fixed()] : [call];
  }
  if (!declares) {
    // bridge-1904:50: the dealer's partner passes the declaration to the dealer
    const law = 'bridge-1904:50';
    return [call, wrong(law, [remedy('new-deal', s.eldest, law), remedy('partner-declares', s.eldest, law)])];
  }
  if (mustBePartner) return [call, fixed()];
  // bridge-1904:49: the partner declares without the dealer's permission; it stands unless the eldest hand claims a new deal
  const law = 'bridge-1904:49';
  return [call, fixed(), wrong(law, [remedy('new-deal', s.eldest, law), remedy('declaration-stands', s.eldest, law)])];
}

/** The contract a declaration fixes: the dealer plays both hands, his partner is Dummy, the eldest hand leads (bridge-1904:62). */
function contractOf(deal: DealState, trump: Suit | 'NT'): Contract {
  const s = bridgeSeats(deal);
  return {
    call: 'declare',
    caller: s.dealer,
    partner: s.partner,
    dummy: s.partner,
    trump: trump === 'NT' ? null : trump,
    noTrumps: trump === 'NT',
    doublings: 0,
    leader: s.eldest,
  };
}
