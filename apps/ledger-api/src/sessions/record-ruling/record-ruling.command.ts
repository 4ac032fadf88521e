import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { RecordRulingDto } from './record-ruling.dto';

/** A committee ruling after the fact: a new event that adjusts settlement; nothing earlier changes. */
export class RecordRuling extends DealFactCommand<WriteResponse, RecordRulingDto> {}
