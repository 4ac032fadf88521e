import { DealFactCommand } from '../../ledger/session-fact.command';
import type { RevokeClaimBody } from './revoke-claim-body';
import type { ClaimRevokeDto } from './claim-revoke.dto';

/** A member claims that a player revoked: the record judges it (established, refuted, unproven, too-late). */
export class ClaimRevoke extends DealFactCommand<RevokeClaimBody, ClaimRevokeDto & { id: string }> {}
