import { TableSeat } from '../../core/seats/table-seat';
import { Judgement, JudgeContext, Offence, noPenalty } from '../../core/offence';
import { Remedy } from '../../core/state';
import { adversariesOf } from '../../core/seats/sides';

/** The declarer's side in the Bridge 1904 regime: the player of both hands and his Dummy. */
export interface DeclaringSide {
  readonly declarer: TableSeat;
  readonly dummy: TableSeat;
}

const r = (
  kind: Remedy['kind'],
  electors: readonly TableSeat[],
  targets: readonly TableSeat[],
  law: string,
): Remedy => ({ kind, electors, targets, law });

/** The remedies of the Laws of Bridge 1904 (bridge-1904:69-95); only the dealer claims for his side (bridge-1904:62). */
export function bridgeRemedies(ctx: JudgeContext, o: Offence, side: DeclaringSide): Judgement {
  const ours = o.seat === side.declarer || o.seat === side.dummy;
  const partner = ctx.deal.order[(ctx.deal.order.indexOf(o.seat) + 2) % 4];
  const adv = adversariesOf(ctx.session, ctx.deal, side.declarer);
  const d = [side.declarer];
  switch (o.kind) {
    case 'lead-out-of-turn':
      return ours
        ? noPenalty('bridge-1904:81', 'bridge-1904:81')
        : give(
            ['call-suit'],
            d,
            [o.seat, partner],
            'bridge-1904:80',
            give(['call-card'], d, [o.seat], 'bridge-1904:80'),
          );
    case 'play-out-of-turn':
      return ours || o.rightful !== partner
        ? noPenalty('bridge-1904:86', 'bridge-1904:86')
        : give(['win-trick', 'lose-trick'], d, [partner], 'bridge-1904:86');
    case 'exposure':
      if (o.how === 'premature-lead' && !ours)
        return give(['win-trick'], d, [partner], 'bridge-1904:74', give(['call-card'], d, [o.seat], 'bridge-1904:74'));
      return exposure(ctx, o, ours, d, partner);
    case 'looked-at-trick':
      return noPenalty('bridge-1904:108', 'bridge-1904:108');
    case 'asked-partner':
      return noPenalty('bridge-1904:92', 'bridge-1904:92');
    case 'dummy-suggested': // either adversary, without consulting, may require the dealer to play or not to play that card
      return give(['play-card', 'do-not-play-card'], adv, [side.dummy], 'bridge-1904:64');
    case 'called-attention': // an adversary claiming the trick before his partner played
      return ours
        ? noPenalty('bridge-1904:69', 'bridge-1904:69')
        : give(['call-highest', 'call-lowest', 'win-trick', 'lose-trick'], d, [partner], 'bridge-1904:102');
    case 'wrong-naming': // only the dealer naming a wrong card is liable, when he or Dummy first leads
      return o.seat !== side.declarer
        ? noPenalty('bridge-1904:78', 'bridge-1904:78')
        : give(['call-suit'], adv, [side.declarer, side.dummy], 'bridge-1904:78');
    case 'omitted-play': // a new deal may be claimed, unless Dummy missed the trick
      return o.seat === side.dummy
        ? noPenalty('bridge-1904:87', 'bridge-1904:87')
        : give(['new-deal'], ours ? adv : d, [], 'bridge-1904:87');
    case 'revoke-corrected':
      return ours
        ? declarerCorrection(ctx, o, side, adv)
        : give(['call-card', 'call-highest', 'call-lowest'], d, [o.seat], 'bridge-1904:94');
    case 'revoke':
      return o.seat === side.dummy
        ? noPenalty('bridge-1904:68', 'bridge-1904:68')
        : { law: 'bridge-1904:90', remedies: [] };
  }
}

/** A judgement giving `kinds` to `electors`, binding `targets`, under `law` (followed by the remedies of `then`, if any). */
function give(
  kinds: readonly Remedy['kind'][],
  electors: readonly TableSeat[],
  targets: readonly TableSeat[],
  law: string,
  then?: Judgement,
): Judgement {
  return { law, remedies: [...kinds.map((k) => r(k, electors, targets, law)), ...(then?.remedies ?? [])] };
}

function exposure(
  ctx: JudgeContext,
  o: Offence,
  onDeclarerSide: boolean,
  d: TableSeat[],
  partner: TableSeat,
): Judgement {
  // bridge-1904:70: the dealer or his partner exposing a card before trumps are declared: the eldest hand may claim a new deal.
  if (onDeclarerSide && ctx.deal.status === 'bidding') {
    const eldest = ctx.deal.order[(ctx.deal.order.indexOf(ctx.deal.dealer) + 1) % 4];
    return { law: 'bridge-1904:70', remedies: [r('new-deal', [eldest], [], 'bridge-1904:70')] };
  }
  if (onDeclarerSide) {
    const law = o.how === 'shown' ? 'bridge-1904:75' : 'bridge-1904:69';
    return noPenalty(law, law);
  }
  const law = o.how === 'shown' ? 'bridge-1904:76' : o.how === 'detached-named' ? 'bridge-1904:78' : 'bridge-1904:72';
  const remedies = [r('call-card', d, [o.seat], law)];
  // bridge-1904:71: before the first lead, an exposure by the leader's partner lets the dealer forbid that suit to the leader.
  if (ctx.deal.tricks.length === 0 && ctx.deal.nextLeader === partner)
    remedies.push(r('forbid-lead', d, [partner], 'bridge-1904:71'));
  return { law, remedies };
}

function declarerCorrection(ctx: JudgeContext, o: Offence, side: DeclaringSide, adv: TableSeat[]): Judgement {
  // bridge-1904:95: highest or lowest, only when both adversaries have played, not when the dealer is fourth, never from Dummy.
  const trick = ctx.deal.tricks[o.trick - 1];
  const bothPlayed = !!trick && adv.every((a) => trick.cards.some((c) => c.seat === a));
  const fourth = !!trick && trick.cards[3]?.seat === o.seat;
  if (o.seat === side.dummy || !bothPlayed || fourth) return noPenalty('bridge-1904:95', 'bridge-1904:95');
  const eldest = ctx.deal.order[(ctx.deal.order.indexOf(ctx.deal.dealer) + 1) % 4];
  const law = 'bridge-1904:95';
  return { law, remedies: [r('call-highest', [eldest], [o.seat], law), r('call-lowest', [eldest], [o.seat], law)] };
}
