import { eldestHand } from '../../core/seats/table-seat';
import { Rules } from '../../core/rules';
import { Contract, DealState } from '../../core/state';

/** The house plays a General Misère when all pass (rule `generalMisere`, solo-hoffmann:p147); by default the hands are thrown in (p146). */
export function playsGeneralMisere(rules: Rules): boolean {
  return rules.generalMisere === 'last-trick' || rules.generalMisere === 'most-tricks';
}

/**
 * The General Misère played when all pass (solo-hoffmann:p147): no trumps, normal play, the eldest hand
 * leads; nobody is a caller (each plays for himself), so `caller` names the eldest hand only as the leader.
 */
export function generalMisere(deal: DealState): Contract {
  const eldest = eldestHand(deal.order, deal.dealer);
  return {
    call: 'general-misere',
    caller: eldest,
    partner: null,
    dummy: null,
    trump: null,
    noTrumps: true,
    doublings: 0,
    leader: eldest,
  };
}
