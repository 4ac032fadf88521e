import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionWriter } from '../../ledger/session-writer';
import { dealBody } from '../responses/deal-body';
import { StartDeal } from './start-deal.command';
import type { TableSeat } from '@ledger/laws';

/** Records the deal and answers with its view. */
@CommandHandler(StartDeal)
export class StartDealHandler implements ICommandHandler<StartDeal> {
  constructor(private readonly writer: SessionWriter) {}

  execute(c: StartDeal) {
    const { dealer, hands, trumpCard, trumpSuit } = c.body;
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: { type: 'StartDeal', at: c.ctx.at, dealer: dealer as TableSeat, hands, trumpCard, trumpSuit },
      respond: (state, _events, version) => dealBody(state, state.deals.length, version),
    });
  }
}
