import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { AbandonHandDto } from './abandon-hand.dto';

/** All hands thrown face up: the result as claimed and admitted, and the cards shown (evidence for revokes). */
export class AbandonHand extends DealFactCommand<WriteResponse, AbandonHandDto> {}
