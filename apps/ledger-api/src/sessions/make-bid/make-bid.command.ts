import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { MakeBidDto } from './make-bid.dto';

/** A bid in Auction Hearts for the right to name the suit to avoid (hearts-foster:30). */
export class MakeBid extends DealFactCommand<WriteResponse, MakeBidDto> {}
