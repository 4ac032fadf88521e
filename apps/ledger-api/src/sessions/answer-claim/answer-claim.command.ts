import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { AnswerClaimDto } from './answer-claim.dto';

/** A player of the other side accepts or disputes a claim. */
export class AnswerClaim extends DealFactCommand<WriteResponse, AnswerClaimDto & { claimId: string }> {}
