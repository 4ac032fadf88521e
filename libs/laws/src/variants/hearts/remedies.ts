import { TableSeat, previousInOrder, rotationFrom } from '../../core/seats/table-seat';
import { Judgement, JudgeContext, Offence, noPenalty } from '../../core/offence';
import { Remedy } from '../../core/state';

const r = (
  kind: Remedy['kind'],
  electors: readonly TableSeat[],
  targets: readonly TableSeat[],
  law: string,
): Remedy => ({ kind, electors, targets, law });

/** The remedies of Foster's laws of Hearts (hearts-foster:18-22). */
export function heartsRemedies(ctx: JudgeContext, o: Offence): Judgement {
  const others = ctx.deal.order.filter((s) => s !== o.seat);
  switch (o.kind) {
    case 'lead-out-of-turn': {
      // hearts-foster:20: a suit at his next proper lead, enforced only by the player on his right.
      const law = 'hearts-foster:20';
      const right = [previousInOrder(ctx.deal.order, o.seat)];
      const remedies = [r('call-suit', right, [o.seat], law)];
      if (ctx.session.rules.leadOutOfTurnPenalty === 'heart-call')
        remedies.push(r('forbid-lead', right, [o.seat], law));
      return { law, remedies };
    }
    case 'play-out-of-turn':
      return outOfTurn(ctx, o);
    case 'exposure':
    case 'revoke-corrected': {
      // hearts-foster:18-19 (and :22 for the card played in error): any other player may call it.
      const law = o.kind === 'exposure' ? 'hearts-foster:19' : 'hearts-foster:22';
      return { law, remedies: [r('call-card', others, [o.seat], law)] };
    }
    case 'revoke':
      return { law: 'hearts-foster:23', remedies: [] };
    case 'looked-at-trick': {
      // hearts-foster:28: the same penalty as for a lead out of turn (hearts-foster:20).
      const law = 'hearts-foster:28';
      return { law, remedies: [r('call-suit', [previousInOrder(ctx.deal.order, o.seat)], [o.seat], law)] };
    }
    case 'called-attention':
    case 'wrong-naming':
    case 'asked-partner':
    case 'dummy-suggested':
      return noPenalty('hearts-foster:18', 'hearts-foster:18');
    case 'omitted-play':
      // hearts-foster:16: no correction; he must take the last trick.
      return noPenalty('hearts-foster:16', 'hearts-foster:16');
  }
}

function outOfTurn(ctx: JudgeContext, o: Offence): Judgement {
  // hearts-foster:21: third before second → the fourth may take it back and call highest or forbid discarding hearts;
  // fourth before third → the second may.
  const law = 'hearts-foster:21';
  const trick = ctx.deal.tricks[o.trick - 1];
  const ring = trick ? rotationFrom(ctx.deal.order, trick.leader) : [];
  const pos = ring.indexOf(o.seat);
  const due = o.rightful ? ring.indexOf(o.rightful) : -1;
  const elector = pos === 2 && due === 1 ? ring[3] : pos === 3 && due === 2 ? ring[1] : undefined;
  if (!elector) return noPenalty(law, law);
  return {
    law,
    remedies: [r('call-highest', [elector], [o.seat], law), r('do-not-play-card', [elector], [o.seat], law)],
  };
}
