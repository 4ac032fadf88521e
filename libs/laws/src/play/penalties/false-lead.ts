import { CorrectPlay } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { refuse } from '../../core/law-violation';
import { DealState, SessionState } from '../../core/state';
import { lawCode } from '../../core/variant';
import { openTrick } from '../../core/tricks/turn';

/** A false lead taken back with the cards played to it (whist-1900:66, bridge-1904:81-82, hearts-foster:20); the offender stays liable. */
export function decideFalseLeadWithdrawn(cmd: CorrectPlay, state: SessionState, deal: DealState): LawEvent[] {
  const code = lawCode(state.variant, state.rules.dummyLaws);
  const open = openTrick(deal);
  const lead = open?.cards[0];
  const irr =
    lead &&
    deal.irregularities.find(
      (i) => i.kind === 'lead-out-of-turn' && i.trick === open.number && i.cards[0] === lead.card,
    );
  const law =
    code === 'bridge-1904' ? 'bridge-1904:82' : code === 'hearts-foster' ? 'hearts-foster:20' : 'whist-1900:66';
  if (!open || !irr)
    refuse('CORRECTION_NOT_ALLOWED', 'no false lead is on the table (a trick all have followed stands)', law);
  if (irr.noPenaltyLaw === 'bridge-1904:81' && open.cards.length > 1) {
    refuse(
      'CORRECTION_NOT_ALLOWED',
      'the dealer may not rectify his lead out of turn after the second hand has played',
      'bridge-1904:81',
    );
  }
  return [
    {
      type: 'CardsReturned',
      at: cmd.at,
      deal: deal.number,
      trick: open.number,
      cards: open.cards.map(({ seat, card }) => ({ seat, card })),
      law,
    },
  ];
}
