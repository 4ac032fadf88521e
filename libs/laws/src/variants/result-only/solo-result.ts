import type { RecordResult } from '../../core/commands';
import { refuse } from '../../core/law-violation';
import type { SoloCall } from '../../core/outcome';
import type { SoloResult } from '../../core/recorded-result';
import type { Contract, DealState } from '../../core/state';
import type { Seat } from '../../core/seats/seat';
import { eldestHand } from '../../core/seats/table-seat';
import { SOLO_CALLS } from '../solo-whist/auction';
import { countFrom, tableSeatFrom, tricksInDeal } from './result-checks';

/**
 * Solo whist recorded by result: `{call, caller, partner?, tricks}`, `tricks` those of the caller's side. The
 * call is one of the code's (solo-hoffmann:p143-146); a proposal is made by one player and accepted by another
 * (solo-hoffmann:p146), every other call is played alone.
 */
export function soloResult(c: RecordResult, deal: DealState): { result: SoloResult; contract: Contract } {
  if (typeof c.call !== 'string' || !(SOLO_CALLS as readonly string[]).includes(c.call))
    refuse(
      'CALL_NOT_ALLOWED',
      `${JSON.stringify(c.call)} is not a call of solo whist: ${SOLO_CALLS.join(', ')} (solo-hoffmann:p143)`,
      'solo-hoffmann:p143',
    );
  const call = c.call as SoloCall;
  const caller = tableSeatFrom(c.caller, deal, 'caller') as Seat;
  const hasPartner = c.partner !== undefined && c.partner !== null;
  if (call === 'proposal' && !hasPartner)
    refuse(
      'RESULT_IMPOSSIBLE',
      'a proposal is played with the player who accepted it (solo-hoffmann:p146)',
      'solo-hoffmann:p146',
    );
  if (call !== 'proposal' && hasPartner)
    refuse(
      'RESULT_IMPOSSIBLE',
      `${call} is played alone against the other three (solo-hoffmann:p143)`,
      'solo-hoffmann:p143',
    );
  const partner = hasPartner ? (tableSeatFrom(c.partner, deal, 'partner') as Seat) : null;
  if (partner === caller)
    refuse(
      'RESULT_IMPOSSIBLE',
      'the acceptor of a proposal is another player (solo-hoffmann:p146)',
      'solo-hoffmann:p146',
    );
  const tricks = countFrom(c.tricks, 'tricks', tricksInDeal(deal));
  const noTrumps = call === 'misere' || call === 'misere-ouverte';
  const contract: Contract = {
    call,
    caller,
    partner,
    dummy: null,
    trump: noTrumps ? null : deal.trump,
    noTrumps,
    doublings: 0,
    leader: call === 'abondance-declaree' ? caller : eldestHand(deal.order, deal.dealer),
  };
  return { result: { family: 'solo', call, caller, partner, tricks }, contract };
}
