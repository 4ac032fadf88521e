import { ClaimHonours, LawCommand, MakeCall, RecordRuling } from '../core/commands';
import { rulingProblemFor } from './ruling-problem';
import { decideClaimAnalysis } from './decide-claim-analysis';
import { LawEvent } from '../core/events';
import { dealOf, liveDeal } from '../core/guards';
import { refuse } from '../core/law-violation';
import { SessionState } from '../core/state';
import { assertNever } from '../core/variant';
import { evolve } from '../play/fold/evolve';
import { followUps } from './follow-ups';
import { decideOpenSession } from './open-session';
import { decideStartDeal } from './start-deal';
import { decideAbandonment, decideAnswer, decideClaim } from '../play/claims/decide-claims';
import { decidePlay } from '../play/tricks/decide-play';
import { decideExposure } from '../play/irregularities/decide-exposure';
import { decideElection } from './decide-election';
import { decideCorrection } from '../play/penalties/decide-correction';
import { decideRevokeClaim, decideRevokePenalty } from '../play/revokes/decide-revoke-claim';
import { decideConduct } from '../play/irregularities/decide-conduct';
import { lawsOf } from './variant-laws';
import { decideDealFault } from '../play/deal/decide-deal-fault';
import { decideAvoidedSuit, decideBid } from '../variants/hearts/auction-bidding';
import { decideResult } from './decide-result';

/**
 * Decides a command against the session: the events it causes, followed by what the record then
 * implies (revokes found or established, claims re-judged, end of play). Throws `LawViolation`.
 */
export function decide(command: LawCommand, state: SessionState): LawEvent[] {
  const primary = decidePrimary(command, state);
  const n = 'deal' in command ? command.deal : state.deals.length + (command.type === 'StartDeal' ? 1 : 0);
  return withFollowUps(state, primary, n, command.at);
}

function withFollowUps(state: SessionState, primary: LawEvent[], n: number, at: string): LawEvent[] {
  const out = [...primary];
  let s = primary.reduce(evolve, state);
  for (let round = 0; round < 8; round++) {
    const deal = s.deals[n - 1];
    const more = deal ? followUps(s, deal, at) : [];
    if (more.length === 0) break;
    out.push(...more);
    s = more.reduce(evolve, s);
  }
  return out;
}

function decidePrimary(c: LawCommand, state: SessionState): LawEvent[] {
  switch (c.type) {
    case 'OpenSession':
      return decideOpenSession(c, state);
    case 'StartDeal':
      return decideStartDeal(c, state);
    case 'MakeCall':
      return decideCall(c, state);
    case 'PlayCard':
      return decidePlay(c, state, lawsOf(state.variant).remedies, lawsOf(state.variant).citations(state.rules));
    case 'ExposeCards':
      return decideExposure(c, state, lawsOf(state.variant).remedies);
    case 'ElectPenalty':
      return decideElection(c, state);
    case 'CorrectPlay':
      return decideCorrection(
        c,
        state,
        lawsOf(state.variant).remedies,
        lawsOf(state.variant).deal.wrongCountsRecorded === true,
      );
    case 'MakeClaim':
      return decideClaim(c, state);
    case 'AnswerClaim':
      return decideAnswer(c, state);
    case 'AbandonHand':
      return decideAbandonment(c, state);
    case 'ClaimRevoke':
      return decideRevokeClaim(c, state);
    case 'ElectRevokePenalty':
      return decideRevokePenalty(c, state);
    case 'RecordRuling':
      return decideRuling(c, state);
    case 'AnalyseClaim':
      return decideClaimAnalysis(c, state);
    case 'RecordIrregularity':
      return lawsOf(state.variant).conduct?.(c, state) ?? decideConduct(c, state, lawsOf(state.variant).remedies);
    case 'ClaimHonours':
      return decideHonoursClaim(c, state);
    case 'RecordDealFault':
      return decideDealFault(c, state);
    case 'MakeBid':
      return decideBid(c, state);
    case 'NameAvoidedSuit':
      return decideAvoidedSuit(c, state);
    case 'RecordResult':
      return decideResult(c, state);
    default:
      return assertNever(c);
  }
}

function decideCall(c: MakeCall, state: SessionState): LawEvent[] {
  const deal = liveDeal(state, c.deal);
  const calls = lawsOf(state.variant).calls;
  if (calls) return calls(c, deal, state.rules);
  return refuse('CALL_NOT_ALLOWED', `there are no calls in ${state.variant}`);
}

function decideRuling(c: RecordRuling, state: SessionState): LawEvent[] {
  const deal = dealOf(state, c.deal);
  if (typeof c.reason !== 'string' || c.reason.length === 0) refuse('MALFORMED_COMMAND', 'a ruling needs a reason');
  if (deal.status !== 'ended')
    refuse('HAND_NOT_ENDED', `deal ${deal.number} has not ended: a ruling adjusts a settled result`);
  const problem = rulingProblemFor(state.variant, c.adjustment, state.order);
  if (problem) refuse('MALFORMED_COMMAND', `the ruling's adjustment does not fit ${state.variant}: ${problem}`);
  return [{ type: 'RulingRecorded', at: c.at, deal: deal.number, reason: c.reason, adjustment: c.adjustment ?? null }];
}

/** Honours must be claimed at the end of the hand, before the trump card of the next deal is turned (whist-1900:51). */
function decideHonoursClaim(c: ClaimHonours, state: SessionState): LawEvent[] {
  const deal = dealOf(state, c.deal);
  const law = 'whist-1900:51';
  const hearts = state.variant === 'hearts';
  if (!lawsOf(state.variant).honours)
    refuse(
      'MALFORMED_COMMAND',
      `honours are claimed in whist and dummy whist, not in ${state.variant}` + (hearts ? '' : ` (${law})`),
      hearts ? undefined : law, // Hearts has no honours, and a Hearts refusal cites no other game's law
    );
  if (c.side !== 'NS' && c.side !== 'EW') refuse('MALFORMED_COMMAND', `not a side: ${String(c.side)} (NS or EW)`);
  if (deal.closed)
    refuse('HAND_ENDED', `deal ${deal.number + 1} has begun: honours not claimed before it are lost (${law})`, law);
  if (deal.status !== 'ended') refuse('HAND_NOT_ENDED', `honours are claimed at the end of the hand (${law})`, law);
  if (deal.honoursClaimed.includes(c.side))
    refuse('DUPLICATE_ID', `${c.side} already claimed honours in deal ${deal.number}`, law);
  return [{ type: 'HonoursClaimed', at: c.at, deal: deal.number, side: c.side, law }];
}
