import { Judgement, JudgeContext, Offence } from '../irregularities/offence';
import { bridgeRemedies } from './bridge-1904/remedies';
import { dummyWhistRemedies } from './dummy-whist/remedies';
import { heartsRemedies } from './hearts/remedies';
import { soloRemedies } from './solo-whist/remedies';
import { whistRemedies } from './whist/remedies';

/** The remedies the session's code gives for an offence, and who may elect them. */
export function judge(ctx: JudgeContext, o: Offence): Judgement {
  switch (ctx.session.variant) {
    case 'whist':
      return whistRemedies(ctx, o);
    case 'dummy-whist':
      return dummyWhistRemedies(ctx, o);
    case 'bridge-1904': {
      const c = ctx.deal.contract;
      return bridgeRemedies(ctx, o, {
        declarer: c?.caller ?? ctx.deal.dealer,
        dummy: c?.dummy ?? ctx.deal.order[(ctx.deal.order.indexOf(ctx.deal.dealer) + 2) % 4],
      });
    }
    case 'solo-whist':
      return soloRemedies(ctx, o);
    case 'hearts':
      return heartsRemedies(ctx, o);
  }
}
