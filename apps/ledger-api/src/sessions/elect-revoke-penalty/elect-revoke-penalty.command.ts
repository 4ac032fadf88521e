import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { ElectRevokePenaltyDto } from './elect-revoke-penalty.dto';

/** The penalty elected for an established revoke (whist-1900:75); 422 when the law does not allow it. */
export class ElectRevokePenalty extends DealFactCommand<WriteResponse, ElectRevokePenaltyDto> {}
