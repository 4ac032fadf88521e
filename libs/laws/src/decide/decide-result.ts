import type { RecordResult } from '../core/commands';
import type { LawEvent } from '../core/events';
import { liveDeal } from '../core/guards';
import { refuse } from '../core/law-violation';
import type { Contract, SessionState } from '../core/state';
import { lawsOf } from './variant-laws';

/**
 * A deal recorded by its result, without its play (api.md "Result-only deals"): only on a deal whose play
 * has not begun, and only a result the variant's laws find possible. The deal then ends; it is settled
 * from the result exactly as a played deal is settled from its tricks.
 */
export function decideResult(c: RecordResult, state: SessionState): LawEvent[] {
  const deal = liveDeal(state, c.deal);
  if (deal.tricks.some((t) => t.cards.length > 0))
    refuse(
      'RESULT_AFTER_PLAY',
      `deal ${deal.number} is being recorded card by card: its result comes from its play, not from a result`,
    );
  const check = lawsOf(state.variant).result;
  if (!check) return refuse('MALFORMED_COMMAND', `a ${state.variant} deal cannot be recorded by its result`);
  if (deal.calls.length > 0 && !deal.contract)
    refuse('AUCTION_NOT_COMPLETE', `the calls of deal ${deal.number} are not over: record them, or start without them`);
  const { result, contract } = check(c, deal);
  if (deal.contract && contract && !sameContract(deal.contract, contract))
    refuse(
      'RESULT_IMPOSSIBLE',
      `the result states ${describe(contract)}, but the calls recorded fixed ${describe(deal.contract)}`,
    );
  // the hand ends with the ordinary `DealEnded` (the club log signs a checkpoint after it, as after a played deal)
  return [
    { type: 'DealResultRecorded', at: c.at, deal: deal.number, result, contract },
    { type: 'DealEnded', at: c.at, deal: deal.number, reason: 'result-only' },
  ];
}

function sameContract(a: Contract, b: Contract): boolean {
  return (
    a.call === b.call &&
    a.caller === b.caller &&
    a.partner === b.partner &&
    a.noTrumps === b.noTrumps &&
    (a.noTrumps || a.call.startsWith('abondance') || a.trump === b.trump) &&
    a.doublings === b.doublings
  );
}

function describe(c: Contract): string {
  const trump = c.noTrumps ? 'no trumps' : (c.trump ?? '');
  return `${c.call} ${trump} by ${c.caller}${c.partner ? ` with ${c.partner}` : ''}${c.doublings ? ` doubled ${c.doublings}×` : ''}`;
}
