import { RecordDealFault } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { cardFrom, liveDeal, seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { eldestHand, TableSeat } from '../../core/seats/table-seat';
import { adversariesOf } from '../../core/seats/sides';
import { Remedy, SessionState } from '../../core/state';
import { dealCodeOf, dealLaw } from './deal-code';
import { annulled, DealFaultContext, faultRecorded, playBegun } from './deal-fault-context';
import { decideMisdeal } from './misdeal';
import { exposureClaimants } from './new-deal-claimants';
import { rightfulDealer } from './rightful-dealer';
import { decideWrongCount } from './wrong-card-count';

/**
 * A fault of the deal in whist, dummy whist or bridge 1904, recorded and judged by the deal laws (whist-1900:28-41 with
 * whist-1900:dummy-3; bridge-1904:37-45): the hand annulled for a new deal with the dealer the law names, a new deal the
 * wronged side may claim (elected with `ElectPenalty` `new-deal`), or the deal standing. Refused only when the record
 * contradicts it or the law does not know the fault.
 */
export function decideDealFault(cmd: RecordDealFault, state: SessionState): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  const code = dealCodeOf(state.variant) ?? notHere(state);
  const touched = cmd.touched === undefined ? [] : seatsIn(cmd.touched, (s) => seatAt(deal, s));
  const ctx: DealFaultContext = { cmd, state, deal, code, seat: seatAt(deal, cmd.seat), touched };
  switch (cmd.fault) {
    case 'misdeal':
      return decideMisdeal(ctx);
    case 'wrong-card-count':
      return decideWrongCount(ctx);
    case 'imperfect-pack':
      return imperfectPack(ctx);
    case 'faced-card':
    case 'wrong-hand-taken':
      return sameDealerAgain(ctx, cmd.fault);
    case 'exposed-in-dealing':
      return exposedInDealing(ctx);
    case 'dealer-saw-card':
      return dealerSawCard(ctx);
    case 'dealt-out-of-turn':
    case 'wrong-pack':
      return outOfTurn(ctx, cmd.fault);
    case 'shuffled-after-cut':
      return shuffledAfterCut(ctx);
    default:
      return refuse('MALFORMED_COMMAND', `unknown deal fault ${String((cmd as { fault: unknown }).fault)}`);
  }
}

function notHere(state: SessionState): never {
  if (state.variant === 'solo-whist')
    refuse(
      'MALFORMED_COMMAND',
      "solo whist's deal faults are recorded as irregularities (misdeal, wrong-card-count) under Hoffmann's digest (solo-hoffmann:p149)",
      'solo-hoffmann:p149',
    );
  // Hearts cites only its own laws, and Foster's deal laws (1-14) were not retrieved (laws.md §5.8)
  return refuse('MALFORMED_COMMAND', "the deal laws of hearts (Foster's laws 1-14) are not kept by this ledger");
}

function seatsIn<T>(given: unknown, read: (s: unknown) => T): T[] {
  if (!Array.isArray(given)) refuse('MALFORMED_COMMAND', 'touched is a list of seats');
  return [...new Set(given.map(read))];
}

/** Refuses a fault of the dealing once play has begun (the deal is complete and every player has taken up his cards). */
function beforePlay(ctx: DealFaultContext, law: string): void {
  if (playBegun(ctx.deal)) refuse('CORRECTION_NOT_ALLOWED', `play has begun: the deal stands (${law})`, law);
}

function mustBeDealer(ctx: DealFaultContext, law: string): void {
  if (ctx.seat !== ctx.deal.dealer)
    refuse('MALFORMED_COMMAND', `${ctx.cmd.fault} is the dealer's (${ctx.deal.dealer}) (${law})`, law);
}

/** whist-1900:29 I, :41; bridge-1904:39 I, :44: the pack proved imperfect during the deal or the play: the hand is void, the same dealer deals again. */
function imperfectPack(ctx: DealFaultContext): LawEvent[] {
  const law = dealLaw(ctx.code, 'new-deal')!;
  const again = dealLaw(ctx.code, 'imperfect-pack')!;
  if (ctx.deal.hands) refuse('NOT_A_PERFECT_PACK', `the recorded hands form a perfect pack (${law})`, law);
  const cards = (ctx.cmd.cards ?? (ctx.cmd.card !== undefined ? [ctx.cmd.card] : [])).map(cardFrom);
  return [
    faultRecorded(ctx, { kind: 'imperfect-pack', law, noPenaltyLaw: again, cards }),
    annulled(ctx, 'imperfect-pack', again, ctx.deal.dealer),
  ];
}

/** whist-1900:29 II-III (bridge-1904:39 II): a card faced in the pack, or a player taking up another's hand: a new deal by the same dealer. */
function sameDealerAgain(ctx: DealFaultContext, fault: 'faced-card' | 'wrong-hand-taken'): LawEvent[] {
  const law = dealLaw(ctx.code, 'new-deal')!;
  if (fault === 'wrong-hand-taken' && ctx.code === 'bridge-1904')
    refuse(
      'MALFORMED_COMMAND',
      'a hand taken up by the wrong player is not a cause of a new deal in bridge 1904 (bridge-1904:39)',
      law,
    );
  beforePlay(ctx, law);
  const cards = ctx.cmd.card !== undefined ? [cardFrom(ctx.cmd.card)] : [];
  return [faultRecorded(ctx, { kind: fault, law, cards }), annulled(ctx, fault, law, ctx.deal.dealer)];
}

/**
 * whist-1900:30-32, bridge-1904:40-41: a card exposed in dealing gives the other side a claim to a new deal (see
 * `exposureClaimants`); if no new deal takes place the card cannot be called, so it is recorded as a fact, not an exposure.
 */
function exposedInDealing(ctx: DealFaultContext): LawEvent[] {
  const law = dealLaw(ctx.code, 'exposed')!;
  beforePlay(ctx, law);
  const cards = ctx.cmd.card !== undefined ? [cardFrom(ctx.cmd.card)] : [];
  const electors = exposureClaimants(ctx);
  return [faultRecorded(ctx, { kind: 'exposed-in-dealing', law, remedies: newDealOrStand(electors, law), cards })];
}

/** The choice the law gives `electors`: claim a new deal, or let the deal stand (both recorded as an election). */
function newDealOrStand(electors: readonly TableSeat[], law: string): Remedy[] {
  if (electors.length === 0) return [];
  return [
    { kind: 'new-deal', electors, targets: [], law },
    { kind: 'deal-stands', electors, targets: [], law },
  ];
}

/** whist-1900:33 (the trump card), bridge-1904:42 (any card before the 51st): the dealer looked; either adversary may exact a new deal. */
function dealerSawCard(ctx: DealFaultContext): LawEvent[] {
  const law = dealLaw(ctx.code, 'saw-card')!;
  mustBeDealer(ctx, law);
  beforePlay(ctx, law);
  const cards = ctx.cmd.card !== undefined ? [cardFrom(ctx.cmd.card)] : [];
  const electors = adversariesOf(ctx.state, ctx.deal, ctx.seat);
  return [
    faultRecorded(ctx, {
      kind: 'dealer-saw-card',
      law,
      remedies: newDealOrStand(electors, law),
      cards,
    }),
  ];
}

/**
 * whist-1900:34, bridge-1904:45: a deal out of turn, or with the adversaries' pack, may be stopped before the trump card
 * is turned (bridge: before the last card is dealt): the hand is annulled and the rightful dealer deals (with his own
 * pack). Found later, the deal stands "as if no mistake had been made": recorded, no penalty.
 */
function outOfTurn(ctx: DealFaultContext, fault: 'dealt-out-of-turn' | 'wrong-pack'): LawEvent[] {
  const { deal, state } = ctx;
  const law = dealLaw(ctx.code, 'out-of-turn')!;
  mustBeDealer(ctx, law);
  let rightful = deal.dealer;
  if (fault === 'dealt-out-of-turn') {
    const order = dealLaw(ctx.code, 'order')!;
    const known = ctx.cmd.rightful !== undefined ? seatAt(deal, ctx.cmd.rightful) : rightfulDealer(state, deal.number);
    if (known === undefined)
      refuse('MALFORMED_COMMAND', `name the rightful dealer: the first deal falls to the cut (${order})`, order);
    if (known === deal.dealer) refuse('MALFORMED_COMMAND', `${known} dealt in turn (${order})`, order);
    rightful = known;
  }
  const stopped = ctx.cmd.stopped === true;
  if (stopped && (playBegun(deal) || deal.calls.length > 0 || (ctx.code !== 'bridge-1904' && deal.trumpCard)))
    refuse(
      'CORRECTION_NOT_ALLOWED',
      `the ${ctx.code === 'bridge-1904' ? 'last card was dealt' : 'trump card was turned up'}: the deal stands (${law})`,
      law,
    );
  const recorded = faultRecorded(ctx, {
    kind: fault,
    law,
    ...(fault === 'dealt-out-of-turn' ? { rightful } : {}),
  });
  return stopped ? [recorded, annulled(ctx, fault, law, rightful)] : [recorded];
}

/** whist-1900:28: the dealer shuffling after the cut loses his deal (it passes to the left); bridge-1904:37: the pack is cut again, the same dealer deals. */
function shuffledAfterCut(ctx: DealFaultContext): LawEvent[] {
  const law = dealLaw(ctx.code, 'shuffled-after-cut')!;
  mustBeDealer(ctx, law);
  beforePlay(ctx, law);
  const next = ctx.code === 'bridge-1904' ? ctx.deal.dealer : eldestHand(ctx.deal.order, ctx.deal.dealer);
  return [faultRecorded(ctx, { kind: 'shuffled-after-cut', law }), annulled(ctx, 'shuffled-after-cut', law, next)];
}
