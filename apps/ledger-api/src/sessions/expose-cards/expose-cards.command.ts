import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { ExposeCardsDto } from './expose-cards.dto';

/** Cards exposed (dropped, named, two played at once, shown, or detached and named by an adversary). */
export class ExposeCards extends DealFactCommand<WriteResponse, ExposeCardsDto> {}
