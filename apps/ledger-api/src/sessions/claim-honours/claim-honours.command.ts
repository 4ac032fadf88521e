import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { ClaimHonoursDto } from './claim-honours.dto';

/** A side claimed its honours at the end of the hand, before the next deal (whist-1900:51). */
export class ClaimHonours extends DealFactCommand<WriteResponse, ClaimHonoursDto> {}
