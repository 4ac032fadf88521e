import { suitOf } from '../../core/cards/card';
import { Judgement, JudgeContext, Offence, byAdversaries, noPenalty } from '../../core/offence';
import { Remedy } from '../../core/state';
import { sideMembers } from '../../core/seats/sides';
import { whistRemedies } from '../whist/remedies';

const SINGLE = ['solo', 'misere', 'abondance', 'misere-ouverte', 'abondance-declaree'];

/** True when the contract is a misère or misère ouverte (solo-hoffmann:p150 protections). */
export function isMisere(ctx: JudgeContext): boolean {
  const c = ctx.deal.contract?.call;
  return c === 'misere' || c === 'misere-ouverte';
}

/** True when `seat` is an adversary of a misère caller (his irregularity makes the caller win at once). */
export function misereProtected(ctx: JudgeContext, seat: string): boolean {
  return isMisere(ctx) && ctx.deal.contract!.caller !== seat;
}

/** The remedies of Hoffmann's digest of Wilks & Pardon (solo-hoffmann:p150-152). */
export function soloRemedies(ctx: JudgeContext, o: Offence): Judgement {
  if (misereProtected(ctx, o.seat) && o.kind !== 'revoke-corrected')
    return noPenalty('solo-hoffmann:p150', 'solo-hoffmann:p150');
  const c = ctx.deal.contract;
  const singleCaller = !!c && SINGLE.includes(c.call) && c.caller === o.seat;
  switch (o.kind) {
    case 'exposure':
      return singleCaller ? noPenalty('solo-hoffmann:p150', 'solo-hoffmann:p150') : exposure(ctx, o);
    case 'lead-out-of-turn': {
      const law = 'solo-hoffmann:p151';
      return {
        law,
        remedies: [
          byAdversaries(ctx, o, 'call-card', [o.seat], law),
          byAdversaries(ctx, o, 'call-suit', sideMembers(ctx.session, ctx.deal, o.seat), law),
        ],
      };
    }
    case 'play-out-of-turn': {
      // solo-hoffmann:p151: following suit before a partner who ought to have played first.
      const law = 'solo-hoffmann:p151';
      if (!o.rightful || !sideMembers(ctx.session, ctx.deal, o.seat).includes(o.rightful)) return noPenalty(law, law);
      const kinds = ['call-highest', 'call-lowest', 'win-trick', 'follow-or-pass'] as const;
      return { law, remedies: kinds.map((k) => byAdversaries(ctx, o, k, [o.rightful!], law)) };
    }
    case 'revoke-corrected':
    case 'omitted-play':
    case 'wrong-naming':
    case 'called-attention':
    case 'asked-partner':
    case 'dummy-suggested':
      return whistRemedies(ctx, o);
    case 'revoke':
      return { law: 'solo-hoffmann:p152', remedies: [] };
    case 'looked-at-trick':
      // solo-hoffmann:p153: the last trick may be seen (except in a misère); no penalty is stated.
      return noPenalty('solo-hoffmann:p153', 'solo-hoffmann:p153');
  }
}

function exposure(ctx: JudgeContext, o: Offence): Judgement {
  const law = 'solo-hoffmann:p151';
  const t = [o.seat];
  const remedies: Remedy[] = [
    byAdversaries(ctx, o, 'play-card', t, 'solo-hoffmann:p150'),
    byAdversaries(ctx, o, 'do-not-play-card', t, law),
    byAdversaries(ctx, o, 'call-highest', t, law),
    byAdversaries(ctx, o, 'call-lowest', t, law),
  ];
  if (ctx.deal.trump && o.cards.some((card) => suitOf(card) === ctx.deal.trump))
    remedies.push(byAdversaries(ctx, o, 'follow-or-pass', t, 'solo-hoffmann:p150'));
  const call = ctx.deal.contract?.call;
  if (call === 'solo' || call === 'abondance' || call === 'abondance-declaree')
    remedies.push(byAdversaries(ctx, o, 'forbid-lead', t, law));
  return { law: 'solo-hoffmann:p150', remedies };
}
