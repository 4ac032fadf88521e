import { Card } from '../../core/cards/card';
import { TableSeat } from '../../core/seats/table-seat';
import { AbandonHand, AnswerClaim, MakeClaim } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { cardFrom, liveDeal, seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { ClaimRecord, DealState, SessionState } from '../../core/state';
import { adversariesOf, sideIn } from '../../core/seats/sides';
import { completedTricks } from '../../core/tricks/turn';

/** A claim of tricks; throwing down the hand or claiming counts as playing to the next trick (whist-1900:77). */
export function decideClaim(cmd: MakeClaim, state: SessionState): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  if (deal.status === 'bidding') refuse('AUCTION_NOT_COMPLETE', 'tricks cannot be claimed before the calls are over');
  if (typeof cmd.id !== 'string' || deal.claims.some((c) => c.id === cmd.id))
    refuse('DUPLICATE_ID', `claim id ${cmd.id} is missing or used`);
  const seat = seatAt(deal, cmd.seat);
  const left = deal.handSize - completedTricks(deal);
  const ok = cmd.tricks === 'rest' || (Number.isInteger(cmd.tricks) && cmd.tricks >= 0 && cmd.tricks <= left);
  if (!ok) refuse('MALFORMED_COMMAND', `cannot claim ${String(cmd.tricks)} of ${left} tricks`);
  return [{ type: 'ClaimMade', at: cmd.at, deal: deal.number, id: cmd.id, seat, tricks: cmd.tricks }];
}

/** An answer to a claim: accepted once every opposing side has accepted (hearts: every other player); one refusal disputes it. */
export function decideAnswer(cmd: AnswerClaim, state: SessionState): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  const claim = deal.claims.find((c) => c.id === cmd.claimId);
  if (!claim || claim.status !== 'open') refuse('NO_SUCH_CLAIM', `no open claim ${cmd.claimId}`);
  const seat = seatAt(deal, cmd.seat);
  if (!adversariesOf(state, deal, claim.seat).includes(seat))
    refuse('MALFORMED_COMMAND', `${seat} is not an opponent of the claimer`);
  const answered: LawEvent = {
    type: 'ClaimAnswered',
    at: cmd.at,
    deal: deal.number,
    id: claim.id,
    seat,
    accept: cmd.accept === true,
  };
  if (cmd.accept !== true) return [answered];
  const after = { ...claim, answers: [...claim.answers, { seat, accept: true }] };
  if (!fullyAccepted(state, deal, after)) return [answered];
  return [answered, { type: 'DealEnded', at: cmd.at, deal: deal.number, reason: 'claim', claim: claim.id }];
}

/** Each side among the claimer's adversaries has accepted (each for himself in Hearts and a General Misère: every adversary). */
function fullyAccepted(state: SessionState, deal: DealState, claim: ClaimRecord): boolean {
  const opponents = adversariesOf(state, deal, claim.seat);
  const accepted = new Set(claim.answers.filter((a) => a.accept).map((a) => a.seat));
  const sides = new Set(opponents.map((s) => sideIn(state, deal, s)));
  return [...sides].every((side) => opponents.some((s) => sideIn(state, deal, s) === side && accepted.has(s)));
}

/** All hands thrown face up (whist-1900:62, bridge-1904:77): the result as claimed and admitted; the cards shown are evidence. */
export function decideAbandonment(cmd: AbandonHand, state: SessionState): LawEvent[] {
  const deal = liveDeal(state, cmd.deal);
  const faceUp: Partial<Record<TableSeat, readonly Card[]>> = {};
  for (const [k, v] of Object.entries(cmd.faceUp ?? {})) {
    const seat = seatAt(deal, k);
    if (!Array.isArray(v)) refuse('MALFORMED_COMMAND', `face-up cards of ${seat} must be a list`);
    faceUp[seat] = v.map(cardFrom);
  }
  const tricks = cmd.tricks ? { ...cmd.tricks } : null;
  if (tricks && Object.values(tricks).some((n) => !Number.isInteger(n) || n < 0 || n > deal.handSize))
    refuse('MALFORMED_COMMAND', 'bad trick totals');
  return [
    { type: 'HandAbandoned', at: cmd.at, deal: deal.number, tricks, faceUp },
    { type: 'DealEnded', at: cmd.at, deal: deal.number, reason: 'abandoned', ...(tricks ? { tricks } : {}) },
  ];
}
