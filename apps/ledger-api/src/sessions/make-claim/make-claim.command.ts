import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { MakeClaimDto } from './make-claim.dto';

/** A player claims tricks; the claim gets an id the answers refer to. */
export class MakeClaim extends DealFactCommand<WriteResponse & { id: string }, MakeClaimDto & { id: string }> {}
