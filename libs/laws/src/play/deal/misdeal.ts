import { partnerOf } from '../../core/seats/seat';
import { compassSeat, eldestHand, TableSeat } from '../../core/seats/table-seat';
import { adversariesOf } from '../../core/seats/sides';
import { LawEvent } from '../../core/events';
import { refuse } from '../../core/law-violation';
import { MisdealCause } from '../../core/commands';
import { seatAt } from '../../core/guards';
import { annulled, DealFaultContext, faultRecorded, playBegun } from './deal-fault-context';
import { dealLaw } from './deal-code';
import { rightfulDealer } from './rightful-dealer';

const CAUSES: readonly MisdealCause[] = [
  'not-in-rotation',
  'trump-card-face-down',
  'trump-card-not-to-dealer',
  'fourteen-cards',
  'dealer-counted',
  'two-cards-then-third',
  'not-cut',
];
/** whist-1900:37 II and V have no counterpart in bridge-1904:39 (no trump card is turned; counting is not named). */
const NOT_IN_BRIDGE: readonly MisdealCause[] = ['trump-card-face-down', 'dealer-counted'];

/** Who deals after a misdeal, and under which law: the events of whist-1900:36-39, whist-1900:dummy-3, bridge-1904:38-39. */
export interface MisdealJudgement {
  readonly nextDealer: TableSeat;
  readonly law: string;
}

/** The cause of a misdeal named in the command, if any (refusing an unknown one). */
export function misdealCause(ctx: DealFaultContext): MisdealCause | undefined {
  const c = ctx.cmd.cause;
  if (c === undefined) return undefined;
  if (!CAUSES.includes(c)) refuse('MALFORMED_COMMAND', `unknown misdeal cause ${String(c)}`);
  if (ctx.code === 'bridge-1904' && NOT_IN_BRIDGE.includes(c))
    refuse(
      'MALFORMED_COMMAND',
      `${c} is not a cause of a new deal in bridge 1904 (bridge-1904:39); there is no misdeal (bridge-1904:38)`,
      'bridge-1904:39',
    );
  return c;
}

/**
 * A misdeal (`seat`: the player who dealt). whist-1900:37 VII: the omitted cut counts only when the adversaries notice
 * it before looking at their cards, else the deal stands. Otherwise the hand is annulled and the next dealer is:
 * whist-1900: the same dealer when an adversary's act caused the fourteenth card (37 IV), when an adversary's false claim
 * interrupted the deal (36) or when an adversary touched the cards before the dealer's partner (39); the adversary next
 * after the rightful dealer when the dealer took his partner's deal (38); else the deal is lost and passes to the left (39).
 * Dummy whist: there is no misdeal (whist-1900:dummy-3): the same dealer deals again. Bridge 1904: there is no misdeal
 * (bridge-1904:38); the faults of bridge-1904:39 cause a new deal, read as by the same dealer (as bridge-1904:44).
 */
export function decideMisdeal(ctx: DealFaultContext, cause = misdealCause(ctx)): LawEvent[] {
  const { deal, seat } = ctx;
  if (seat !== deal.dealer)
    refuse('MALFORMED_COMMAND', `a misdeal is the dealer's (${deal.dealer})`, dealLaw(ctx.code, 'misdeal'));
  const law = ctx.code === 'bridge-1904' ? 'bridge-1904:39' : 'whist-1900:37';
  const adversaries = adversariesOf(ctx.state, deal, seat);
  const looked = ctx.touched.some((s) => adversaries.includes(s)) || playBegun(deal);
  if (cause === 'not-cut' && looked) {
    // whist-1900:37 VII, bridge-1904:39 VII: "but not after having done so": the deal stands
    return [faultRecorded(ctx, { kind: 'misdeal', law, noPenaltyLaw: law, cause })];
  }
  const j = judgeMisdeal(ctx, cause);
  return [
    faultRecorded(ctx, {
      kind: 'misdeal',
      law,
      noPenaltyLaw: ctx.code === 'bridge-1904' ? 'bridge-1904:38' : j.law,
      ...(cause ? { cause } : {}),
      ...(j.rightful ? { rightful: j.rightful } : {}),
    }),
    annulled(ctx, 'misdeal', j.law, j.nextDealer),
  ];
}

function judgeMisdeal(
  ctx: DealFaultContext,
  cause: MisdealCause | undefined,
): MisdealJudgement & { rightful?: TableSeat } {
  const { deal, state, seat } = ctx;
  const same = (law: string) => ({ nextDealer: deal.dealer, law });
  if (ctx.code === 'bridge-1904') return same('bridge-1904:39');
  if (ctx.code === 'dummy-whist') return same('whist-1900:dummy-3');
  const adversaries = adversariesOf(state, deal, seat);
  const adversary = (text: unknown) => text !== undefined && adversaries.includes(seatAt(deal, text));
  if (cause === 'fourteen-cards' && adversary(ctx.cmd.causedBy)) return same('whist-1900:37'); // "there must be a fresh deal"
  if (adversary(ctx.cmd.interruptedBy)) return same('whist-1900:36');
  const partner = partnerOf(compassSeat(seat));
  const first = ctx.touched.find((s) => s === partner || adversaries.includes(s));
  if (first !== undefined && first !== partner) return same('whist-1900:39');
  const rightful = ctx.cmd.rightful !== undefined ? seatAt(deal, ctx.cmd.rightful) : rightfulDealer(state, deal.number);
  if (rightful === partner) return { nextDealer: eldestHand(deal.order, rightful), law: 'whist-1900:38', rightful };
  return { nextDealer: eldestHand(deal.order, seat), law: 'whist-1900:39' };
}
