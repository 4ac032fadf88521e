import { ClaimRevoke, ElectRevokePenalty } from '../../core/commands';
import { LawEvent } from '../../core/events';
import { dealOf, seatAt } from '../../core/guards';
import { refuse } from '../../core/law-violation';
import { SessionState } from '../../core/state';
import { judgeRevokeClaim } from './verdict';
import { revokePenaltyLaw } from './revoke-penalty';

/** A revoke claim: always recorded (even too late: the claim is a fact), with its verdict and evidence. */
export function decideRevokeClaim(cmd: ClaimRevoke, state: SessionState): LawEvent[] {
  const deal = dealOf(state, cmd.deal);
  if (typeof cmd.id !== 'string' || deal.revokeClaims.some((c) => c.id === cmd.id))
    refuse('DUPLICATE_ID', `revoke claim id ${cmd.id} is missing or used`);
  const by = seatAt(deal, cmd.by);
  const against = seatAt(deal, cmd.against);
  if (cmd.trick !== undefined && (!Number.isInteger(cmd.trick) || cmd.trick < 1 || cmd.trick > deal.handSize))
    refuse('MALFORMED_COMMAND', `no trick ${cmd.trick}`);
  const j = judgeRevokeClaim(state, deal, against, cmd.trick);
  const e: LawEvent = {
    type: 'RevokeClaimed',
    at: cmd.at,
    deal: deal.number,
    id: cmd.id,
    by,
    against,
    verdict: j.verdict,
    law: j.law,
  };
  return [
    {
      ...e,
      ...(cmd.trick !== undefined ? { trick: cmd.trick } : {}),
      ...(j.revoke ? { revoke: j.revoke, evidence: j.evidence } : {}),
    },
  ];
}

/** The wronged side's election of the penalty for a proved revoke (whist-1900:75, bridge-1904:90), one per revoke. */
export function decideRevokePenalty(cmd: ElectRevokePenalty, state: SessionState): LawEvent[] {
  const deal = dealOf(state, cmd.deal);
  const claim = deal.revokeClaims.find((c) => c.id === cmd.revokeClaim);
  if (!claim) refuse('NO_SUCH_CLAIM', `no revoke claim ${cmd.revokeClaim}`);
  const by = seatAt(deal, cmd.by);
  const law = revokePenaltyLaw(state, deal, claim, by, cmd.option);
  return [
    { type: 'RevokePenaltyElected', at: cmd.at, deal: deal.number, by, revokeClaim: claim.id, option: cmd.option, law },
  ];
}
