import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { NameAvoidedSuitDto } from './name-avoided-suit.dto';

/** The highest bidder of Auction Hearts names the suit to avoid (hearts-foster:p310). */
export class NameAvoidedSuit extends DealFactCommand<WriteResponse, NameAvoidedSuitDto> {}
