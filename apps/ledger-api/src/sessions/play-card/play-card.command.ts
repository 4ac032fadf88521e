import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { PlayCardDto } from './play-card.dto';

/** A card put on the table. A play by the wrong seat is recorded as a lead or play out of turn; a renounce while holding the suit as a revoke. */
export class PlayCard extends DealFactCommand<WriteResponse, PlayCardDto> {}
