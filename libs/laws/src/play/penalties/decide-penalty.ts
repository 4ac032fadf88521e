import { suitOf } from '../../core/cards/card';
import type { LawCitations } from '../../core/citations';
import { ElectPenalty } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { cardFrom, liveDeal, seatAt, suitFrom } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { DealState, Irregularity, PENALTY_KINDS, PenaltyKind, SessionState } from '../../core/state';
import { TableSeat } from '../../core/seats/table-seat';
import { obligationFor } from './obligation-for';
import { assertTimely, returnsFor } from './timeliness';
import { playerOf } from '../../core/tricks/turn';

const PLAYED_LAW: Record<string, string> = {
  whist: 'whist-1900:68',
  'dummy-whist': 'whist-1900:68',
  'bridge-1904': 'bridge-1904:84',
  'solo-whist': 'solo-hoffmann:p150',
  hearts: 'hearts-foster:19',
};

/** The wronged side elects a remedy: refused (`PENALTY_NOT_AVAILABLE`, law cited) unless the code gives it to that elector for that offence. */
export function decidePenalty(cmd: ElectPenalty, state: SessionState, cites: LawCitations): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  const by = seatAt(deal, cmd.by);
  const against = seatAt(deal, cmd.against);
  if (!PENALTY_KINDS.includes(cmd.kind)) refuse('MALFORMED_COMMAND', `unknown penalty ${cmd.kind}`);
  const kind = cmd.kind;
  const irr = findIrregularity(deal, against, cmd.forIrregularity);
  const remedy = irr.remedies.find((r) => r.kind === kind);
  const law = remedy?.law ?? irr.noPenaltyLaw ?? irr.law;
  if (!remedy) refuse('PENALTY_NOT_AVAILABLE', `${kind} is not a remedy for this ${irr.kind}`, law);
  if (!remedy.electors.includes(by)) refuse('PENALTY_NOT_AVAILABLE', `${by} may not elect this remedy`, law);
  if (irr.penalised && irr.kind !== 'exposure')
    // whist-1900:87; Hearts' laws 15-28 have no such rule, and a Hearts refusal cites no other game's law
    refuse('PENALTY_ALREADY_ELECTED', 'a penalty once demanded is final', cites.penaltyFinal);
  if (deal.obligations.some((o) => o.irregularity === irr.id && !o.discharged)) {
    refuse('PENALTY_ALREADY_ELECTED', 'the call already made binds until it is obeyed', cites.callBinds);
  }
  assertTimely(state, deal, irr, remedy);
  const card = cmd.card !== undefined ? cardFrom(cmd.card) : defaultCard(kind, irr);
  if (card && (kind === 'call-card' || kind === 'play-card') && !irr.cards.includes(card))
    refuse('PENALTY_NOT_AVAILABLE', `${card} is not the card of this offence`, law);
  if (card && irr.kind === 'exposure' && playerOf(deal, card))
    refuse('PENALTY_NOT_AVAILABLE', `${card} has been played: no penalty remains`, PLAYED_LAW[state.variant]);
  const suit =
    cmd.suit !== undefined
      ? suitFrom(cmd.suit)
      : kind === 'forbid-lead' && (card ?? irr.cards[0])
        ? suitOf(card ?? irr.cards[0])
        : undefined;
  if ((kind === 'call-suit' || kind === 'forbid-lead') && !suit) refuse('MALFORMED_COMMAND', `${kind} needs a suit`);
  const heartCall = state.rules.leadOutOfTurnPenalty === 'heart-call' && irr.kind === 'lead-out-of-turn';
  if (heartCall && suit !== 'H')
    refuse('PENALTY_NOT_AVAILABLE', 'the call is to lead, or not to lead, a heart', 'hearts-foster:20');
  const obligation = obligationFor(deal, irr, remedy, { card, suit });
  const elected: LawEvent = {
    type: 'PenaltyElected',
    at: cmd.at,
    deal: deal.number,
    by,
    against,
    kind,
    irregularity: irr.id,
    obligation,
    law,
    ...(card ? { card } : {}),
    ...(suit ? { suit } : {}),
  };
  const ended: LawEvent[] =
    kind === 'new-deal'
      ? [{ type: 'DealEnded', at: cmd.at, deal: deal.number, reason: 'new-deal', offender: irr.seat }]
      : [];
  return [elected, ...returnsFor(state, deal, irr, cmd.at), ...ended];
}

function findIrregularity(deal: DealState, against: TableSeat, id?: string): Irregularity {
  const irr =
    id !== undefined
      ? deal.irregularities.find((i) => i.id === id)
      : [...deal.irregularities].reverse().find((i) => i.seat === against && i.kind !== 'revoke');
  if (!irr) refuse('NO_SUCH_IRREGULARITY', `no irregularity ${id ?? `by ${against}`} to penalise`);
  return irr;
}

function defaultCard(kind: PenaltyKind, irr: Irregularity) {
  const wantsCard =
    kind === 'call-card' || kind === 'play-card' || (kind === 'do-not-play-card' && irr.kind !== 'play-out-of-turn');
  return wantsCard ? irr.cards[0] : undefined;
}
