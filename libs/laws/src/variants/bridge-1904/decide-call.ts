import { MakeCall } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { DealState } from '../../core/state';
import { decideDeclaration } from './declaration';
import { decideDoubling } from './decide-doubling';
import { DOUBLING_CALLS } from './doubling-state';

/** Bridge 1904 declaration (bridge-1904:47-52, a wrong player's declaration 49-51) and doubling (bridge-1904:53-61). */
export function decideBridgeCall(cmd: MakeCall, deal: DealState): LawEvent[] {
  const seat = seatAt(deal, cmd.seat);
  if (DOUBLING_CALLS.includes(cmd.call)) return decideDoubling(cmd, deal, seat);
  if (cmd.call !== 'declare' && cmd.call !== 'leave-it')
    refuse('CALL_NOT_ALLOWED', 'declare a suit or NT, or leave it to partner', 'bridge-1904:47');
  return decideDeclaration(cmd, deal, seat);
}
