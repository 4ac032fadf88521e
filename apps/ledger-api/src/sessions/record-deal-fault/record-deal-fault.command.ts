import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { RecordDealFaultDto } from './record-deal-fault.dto';

/** A fault of the deal (misdeal, wrong count, card exposed or seen in dealing, deal out of turn), judged by the deal laws. */
export class RecordDealFault extends DealFactCommand<WriteResponse, RecordDealFaultDto> {}
