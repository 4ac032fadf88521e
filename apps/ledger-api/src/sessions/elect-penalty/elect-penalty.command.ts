import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { ElectPenaltyDto } from './elect-penalty.dto';

/** The wronged side elects a remedy; 422 PENALTY_NOT_AVAILABLE (with the law) when the code does not give it. */
export class ElectPenalty extends DealFactCommand<WriteResponse, ElectPenaltyDto> {}
