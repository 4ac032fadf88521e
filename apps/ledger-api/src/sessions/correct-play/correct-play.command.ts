import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { CorrectPlayDto } from './correct-play.dto';

/** A correction: revoke corrected before it is established, false lead withdrawn, card taken back, or a draw (hearts-foster:15). */
export class CorrectPlay extends DealFactCommand<WriteResponse, CorrectPlayDto> {}
