import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { RecordResultDto } from './record-result.dto';

/** A deal recorded by its result, without its play (api.md "Result-only deals"). */
export class RecordResult extends DealFactCommand<WriteResponse, RecordResultDto> {}
