import { Seat, partnerOf } from '../../core/seats/seat';
import { compassSeat } from '../../core/seats/table-seat';
import { Judgement, JudgeContext, Offence, adversariesElect as elect, noPenalty } from '../../core/offence';

/** The remedies of the Revised Code 1900 for an offence (whist-1900:58-94). */
export function whistRemedies(ctx: JudgeContext, o: Offence): Judgement {
  const seat = compassSeat(o.seat);
  const side = [seat, partnerOf(seat)];
  switch (o.kind) {
    case 'lead-out-of-turn':
      return leadOutOfTurn(ctx, o, seat);
    case 'play-out-of-turn':
      return playOutOfTurn(ctx, o, seat);
    case 'wrong-naming':
      return elect(ctx, o, 'whist-1900:63', ['call-suit'], side); // a suit when he or his partner next leads
    case 'looked-at-trick':
      return elect(ctx, o, 'whist-1900:94', ['call-suit'], side);
    case 'called-attention':
      return elect(
        ctx,
        o,
        'whist-1900:90',
        ['call-highest', 'call-lowest', 'win-trick', 'lose-trick'],
        [partnerOf(seat)],
      );
    case 'asked-partner':
      return noPenalty('whist-1900:78', 'whist-1900:78');
    case 'dummy-suggested':
      return noPenalty('whist-1900:dummy-4', 'whist-1900:dummy-4');
    case 'omitted-play':
      return elect(ctx, o, 'whist-1900:72', ['new-deal'], []); // if the deal stands, the extra card is no revoke
    case 'exposure':
      return exposure(ctx, o, seat);
    case 'revoke-corrected':
      return elect(ctx, o, 'whist-1900:80', ['call-card', 'call-highest', 'call-lowest'], [seat]);
    case 'revoke':
      return { law: 'whist-1900:75', remedies: [] };
  }
}

/** whist-1900:64: call the card, or a suit from him or his partner; from the right leader at once when the partner led. */
function leadOutOfTurn(ctx: JudgeContext, o: Offence, seat: Seat): Judgement {
  const law = 'whist-1900:64';
  const suitFrom = o.rightful === partnerOf(seat) ? [o.rightful] : [seat, partnerOf(seat)];
  return {
    law,
    remedies: [
      ...elect(ctx, o, law, ['call-card'], [seat]).remedies,
      ...elect(ctx, o, law, ['call-suit'], suitFrom).remedies,
    ],
  };
}

/** whist-1900:71 fourth before his partner → partner to win or not; whist-1900:65 a simultaneous lead; whist-1900:70 third before second: none. */
function playOutOfTurn(ctx: JudgeContext, o: Offence, seat: Seat): Judgement {
  if (o.rightful === partnerOf(seat)) return elect(ctx, o, 'whist-1900:71', ['win-trick', 'lose-trick'], [o.rightful]);
  if (simultaneousLead(ctx, o, seat))
    return elect(ctx, o, 'whist-1900:65', ['call-highest', 'call-lowest', 'call-card'], [seat]);
  return noPenalty('whist-1900:70', 'whist-1900:70');
}

/** whist-1900:58-63 exposed cards are called by the adversaries; whist-1900:60 a premature lead also lets them make the partner win. */
function exposure(ctx: JudgeContext, o: Offence, seat: Seat): Judgement {
  if (o.how === 'premature-lead') {
    const law = 'whist-1900:60';
    return {
      law,
      remedies: [
        ...elect(ctx, o, law, ['win-trick'], [partnerOf(seat)]).remedies,
        ...elect(ctx, o, law, ['call-card'], [seat]).remedies,
      ],
    };
  }
  const law = o.how === 'shown' ? 'whist-1900:61' : o.how === 'detached-named' ? 'whist-1900:63' : 'whist-1900:59';
  return elect(ctx, o, law, ['call-card'], [seat]);
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
