import { DealFactCommand } from '../../ledger/session-fact.command';
import type { WriteResponse } from '../responses/write-response';
import type { MakeCallDto } from './make-call.dto';

/** A call in the auction (solo-whist) or the declaration, double or redouble (bridge-1904). */
export class MakeCall extends DealFactCommand<WriteResponse, MakeCallDto> {}
