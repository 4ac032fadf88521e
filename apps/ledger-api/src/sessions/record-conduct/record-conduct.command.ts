import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { RecordConductDto } from './record-conduct.dto';

/** A fact of conduct at the table, recorded as an irregularity with the remedies the code gives. */
export class RecordConduct extends DealFactCommand<WriteResponse, RecordConductDto> {}
