import { LawEvent } from '../../core/events';
import { refuse } from '../../core/law-violation';
import { DealState, Irregularity, Remedy, SessionState } from '../../core/state';
import { lawCode } from '../../core/variant';

const FOLLOWED_LAW: Record<string, string> = {
  'whist-1900': 'whist-1900:66',
  'bridge-1904': 'bridge-1904:82',
  'solo-hoffmann': 'solo-hoffmann:p152',
  'hearts-foster': 'hearts-foster:20',
};

/** Refuses a remedy whose time has passed: a false lead every other player followed (whist-1900:66), a partner who has already played (whist-1900:71). */
export function assertTimely(session: SessionState, deal: DealState, irr: Irregularity, remedy: Remedy): void {
  const trick = deal.tricks[irr.trick - 1];
  const code = lawCode(session.variant, session.rules.dummyLaws);
  if (irr.kind === 'lead-out-of-turn') {
    const standing = trick && trick.winner !== null && trick.cards[0]?.card === irr.cards[0];
    if (standing)
      refuse(
        'PENALTY_NOT_AVAILABLE',
        'every other player followed the false lead: the trick stands',
        FOLLOWED_LAW[code],
      );
    const atOnce =
      remedy.kind === 'call-suit' &&
      remedy.targets.length === 1 &&
      remedy.targets[0] === irr.rightful &&
      remedy.law === 'whist-1900:64';
    if (atOnce && trick?.cards.some((c) => c.seat === irr.rightful))
      refuse('PENALTY_NOT_AVAILABLE', 'the suit had to be called at once from the right leader', 'whist-1900:64');
  }
  // whist-1900:30-33, bridge-1904:40-42: a new deal for a fault in dealing is claimed before play begins
  if ((irr.kind === 'exposed-in-dealing' || irr.kind === 'dealer-saw-card') && deal.tricks.some((t) => t.cards.length))
    refuse('PENALTY_NOT_AVAILABLE', 'play has begun: the deal stands', remedy.law);
  const perTrick = ['win-trick', 'lose-trick', 'call-highest', 'call-lowest', 'follow-or-pass'].includes(remedy.kind);
  if (
    perTrick &&
    (irr.kind === 'play-out-of-turn' || irr.kind === 'called-attention') &&
    trick?.cards.some((c) => remedy.targets.includes(c.seat) && c.card !== irr.cards[0])
  ) {
    refuse('PENALTY_NOT_AVAILABLE', 'the player concerned has already played to the trick', remedy.law);
  }
}

/** The cards that go back to the hands with an election: the false lead and what followed (whist-1900:66), or the early card (hearts-foster:21). */
export function returnsFor(session: SessionState, deal: DealState, irr: Irregularity, at: string): LawEvent[] {
  const trick = deal.tricks[irr.trick - 1];
  if (!trick || trick.winner !== null) return [];
  const code = lawCode(session.variant, session.rules.dummyLaws);
  if (irr.kind === 'lead-out-of-turn' && trick.cards[0]?.card === irr.cards[0]) {
    return [
      {
        type: 'CardsReturned',
        at,
        deal: deal.number,
        trick: trick.number,
        cards: trick.cards.map(({ seat, card }) => ({ seat, card })),
        law: FOLLOWED_LAW[code],
      },
    ];
  }
  if (irr.kind === 'play-out-of-turn' && (code === 'hearts-foster' || irr.law === 'whist-1900:65')) {
    const early = trick.cards.filter((c) => c.card === irr.cards[0]).map(({ seat, card }) => ({ seat, card }));
    return early.length
      ? [{ type: 'CardsReturned', at, deal: deal.number, trick: trick.number, cards: early, law: irr.law }]
      : [];
  }
  return [];
}
