import { Judgement, JudgeContext, Offence, byAdversaries, noPenalty } from '../../core/offence';
import { whistRemedies } from '../whist/remedies';
import { bridgeRemedies } from '../bridge-1904/remedies';
import { dummyOf, dummyPlayerOf } from '../../core/seats/sides';

/**
 * Dummy whist: the Whist laws with the four Dummy exceptions (whist-1900:dummy-1..4), or, with
 * `rules.dummyLaws = "bridge-1904"`, the Bridge 1904 dummy laws with Dummy's partner as the dealer.
 */
export function dummyWhistRemedies(ctx: JudgeContext, o: Offence): Judgement {
  const dummy = dummyOf(ctx.session, ctx.deal)!;
  const player = dummyPlayerOf(ctx.session, ctx.deal)!;
  if (ctx.session.rules.dummyLaws === 'bridge-1904') return bridgeRemedies(ctx, o, { declarer: player, dummy });
  const ours = o.seat === dummy || o.seat === player;
  if (!ours) return whistRemedies(ctx, o);
  switch (o.kind) {
    case 'lead-out-of-turn':
      // whist-1900:dummy-4: leading from the wrong one of his two hands → a suit from the hand that should have led.
      if (o.rightful === dummy || o.rightful === player) {
        const law = 'whist-1900:dummy-4';
        return { law, remedies: [byAdversaries(ctx, o, 'call-suit', [o.rightful], law)] };
      }
      return whistRemedies(ctx, o);
    case 'exposure':
    case 'revoke-corrected':
    case 'called-attention':
      // whist-1900:dummy-4: no penalty for an error from which he can gain nothing.
      return noPenalty('whist-1900:dummy-4', 'whist-1900:dummy-4');
    case 'revoke':
      return o.seat === dummy ? noPenalty('whist-1900:dummy-2', 'whist-1900:dummy-2') : whistRemedies(ctx, o);
    case 'play-out-of-turn':
    case 'omitted-play':
    case 'wrong-naming':
    case 'looked-at-trick':
    case 'asked-partner':
    case 'dummy-suggested':
      return whistRemedies(ctx, o);
  }
}
