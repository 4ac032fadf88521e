import { TableSeat } from '../../core/seats/table-seat';
import { refuse } from '../../core/law-violation';
import { DealState, RevokeClaimRecord, SessionState } from '../../core/state';
import { lawCode } from '../../core/variant';
import { adversariesOf, dummyOf } from '../../core/seats/sides';
import { deadlineLaw } from './revoke-laws';

const OPTIONS = ['take-three-tricks', 'deduct-three', 'add-three'];

/** Checks a revoke-penalty election against the code and returns the law that gives it (refuses otherwise). */
export function revokePenaltyLaw(
  session: SessionState,
  deal: DealState,
  claim: RevokeClaimRecord,
  by: TableSeat,
  option: string,
): string {
  const code = lawCode(session.variant, session.rules.dummyLaws);
  if (code === 'solo-hoffmann')
    refuse('PENALTY_NOT_AVAILABLE', 'the solo revoke penalty is fixed: three tricks', 'solo-hoffmann:p152');
  if (code === 'hearts-foster')
    refuse('PENALTY_NOT_AVAILABLE', 'the hearts revoke penalty is fixed by law', 'hearts-foster:23');
  const law = code === 'bridge-1904' ? 'bridge-1904:90' : 'whist-1900:75';
  if (!OPTIONS.includes(option)) refuse('PENALTY_NOT_AVAILABLE', `no revoke penalty "${option}"`, law);
  if (claim.verdict !== 'established') refuse('PENALTY_NOT_AVAILABLE', `the revoke claim is ${claim.verdict}`, law);
  if (claim.penalty) refuse('PENALTY_ALREADY_ELECTED', 'one penalty per revoke', law);
  if (claim.against === dummyOf(session, deal)) {
    refuse(
      'PENALTY_NOT_AVAILABLE',
      'Dummy cannot be penalised for a revoke',
      code === 'bridge-1904' ? 'bridge-1904:68' : 'whist-1900:dummy-2',
    );
  }
  if (deal.status !== 'ended') refuse('HAND_NOT_ENDED', 'the penalty is elected at the end of the hand', law);
  if (deal.closed) refuse('PENALTY_NOT_AVAILABLE', 'the next deal has begun', deadlineLaw(session));
  if (!adversariesOf(session, deal, claim.against).includes(by))
    refuse('PENALTY_NOT_AVAILABLE', `${by} is not an adversary of the revoker`, law);
  if (option === 'take-three-tricks' && deal.end?.reason === 'abandoned' && code === 'whist-1900') {
    refuse('PENALTY_NOT_AVAILABLE', 'no trick transfer after abandoned hands', 'whist-1900:62');
  }
  return law;
}
