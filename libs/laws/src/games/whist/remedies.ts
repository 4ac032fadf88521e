import { partnerOf } from '../../seats/seat';
import { Seat } from '../../seats/seat';
import { Judgement, JudgeContext, Offence, byAdversaries, noPenalty } from '../../irregularities/offence';

/** The remedies of the Revised Code 1900 for an offence (whist-1900:58-80). */
export function whistRemedies(ctx: JudgeContext, o: Offence): Judgement {
  const seat = o.seat as Seat;
  switch (o.kind) {
    case 'lead-out-of-turn': {
      // whist-1900:64: call the card, or a suit from him or his partner; from the right leader at once when the partner led.
      const atOnce = o.rightful === partnerOf(seat);
      const suitFrom = atOnce ? [o.rightful!] : [seat, partnerOf(seat)];
      const law = 'whist-1900:64';
      return { law, remedies: [byAdversaries(ctx, o, 'call-card', [seat], law), byAdversaries(ctx, o, 'call-suit', suitFrom, law)] };
    }
    case 'play-out-of-turn':
      // whist-1900:71: fourth before his partner → partner to win or not win; whist-1900:70: third before second, no penalty.
      if (o.rightful === partnerOf(seat)) {
        const law = 'whist-1900:71';
        return { law, remedies: [byAdversaries(ctx, o, 'win-trick', [o.rightful], law), byAdversaries(ctx, o, 'lose-trick', [o.rightful], law)] };
      }
      if (simultaneousLead(ctx, o, seat)) {
        // whist-1900:65: the leader's partner leading with him: highest or lowest of the suit properly led, or his card liable to be called.
        const law = 'whist-1900:65';
        return { law, remedies: (['call-highest', 'call-lowest', 'call-card'] as const).map((k) => byAdversaries(ctx, o, k, [seat], law)) };
      }
      return noPenalty('whist-1900:70', 'whist-1900:70');
    case 'wrong-naming': {
      // whist-1900:63: an adversary who names a wrong card is liable to a suit call when he or his partner next leads.
      const law = 'whist-1900:63';
      return { law, remedies: [byAdversaries(ctx, o, 'call-suit', [seat, partnerOf(seat)], law)] };
    }
    case 'looked-at-trick': {
      // whist-1900:94: a quitted trick looked at: a suit may be called from him or his partner at their next lead.
      const law = 'whist-1900:94';
      return { law, remedies: [byAdversaries(ctx, o, 'call-suit', [seat, partnerOf(seat)], law)] };
    }
    case 'called-attention': {
      // whist-1900:90: his partner may be made to play highest or lowest, or to win or not to win the trick.
      const law = 'whist-1900:90';
      const kinds = ['call-highest', 'call-lowest', 'win-trick', 'lose-trick'] as const;
      return { law, remedies: kinds.map((k) => byAdversaries(ctx, o, k, [partnerOf(seat)], law)) };
    }
    case 'asked-partner':
      return noPenalty('whist-1900:78', 'whist-1900:78');
    case 'dummy-suggested':
      return noPenalty('whist-1900:dummy-4', 'whist-1900:dummy-4');
    case 'omitted-play':
      // whist-1900:72: the adversaries may claim a new deal; if it stands the extra card is no revoke.
      return { law: 'whist-1900:72', remedies: [byAdversaries(ctx, o, 'new-deal', [], 'whist-1900:72')] };
    case 'exposure': {
      if (o.how === 'premature-lead') return premature(ctx, o, seat);
      const law = o.how === 'shown' ? 'whist-1900:61' : o.how === 'detached-named' ? 'whist-1900:63' : 'whist-1900:59';
      return { law, remedies: [byAdversaries(ctx, o, 'call-card', [seat], law)] };
    }
    case 'revoke-corrected': {
      const law = 'whist-1900:80';
      return { law, remedies: (['call-card', 'call-highest', 'call-lowest'] as const).map((k) => byAdversaries(ctx, o, k, [seat], law)) };
    }
    case 'revoke':
      return { law: 'whist-1900:75', remedies: [] };
  }
}

/** whist-1900:60: his partner may be told to win the trick; the cards played too soon are exposed. */
function premature(ctx: JudgeContext, o: Offence, seat: Seat): Judgement {
  const law = 'whist-1900:60';
  return { law, remedies: [byAdversaries(ctx, o, 'win-trick', [partnerOf(seat)], law), byAdversaries(ctx, o, 'call-card', [seat], law)] };
}

/**
 * The leader's partner put down, before the second hand, a card of another suit than the one led: not a
 * play to the trick (whist-1900:70) but a second lead made with his partner's (whist-1900:65).
 */
function simultaneousLead(ctx: JudgeContext, o: Offence, seat: Seat): boolean {
  const trick = ctx.deal.tricks[o.trick - 1];
  const other = trick && trick.cards.length === 1 && o.cards[0][1] !== trick.cards[0].card[1];
  return !!other && trick.leader === partnerOf(seat);
}
