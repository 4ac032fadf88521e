import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { dealView } from '@ledger/laws';
import { EventStore } from '@ledger/event-store';
import { foldAsOf } from '../../ledger/session-loader';
import { READ_STORE } from '../../replica/replica.tokens';
import { ProjectionReader, ViewRow } from '../projection-reader';
import { GetDeal } from './get-deal.query';

function noDeal(): NotFoundException {
  return new NotFoundException({ message: 'No such deal in this session.', code: 'NOT_FOUND' });
}

/** Serves the projection row, or folds the stream up to `asOf` for an auditor's time travel. */
@QueryHandler(GetDeal)
export class GetDealHandler implements IQueryHandler<GetDeal> {
  constructor(
    private readonly views: ProjectionReader,
    @Inject(READ_STORE) private readonly store: EventStore,
  ) {}

  async execute(q: GetDeal): Promise<ViewRow> {
    if (q.asOf === undefined) {
      await this.views.assertSession(q.clubId, q.sessionId);
      const row = await this.views.deal(q.clubId, q.sessionId, q.n);
      if (!row) throw noDeal();
      return row;
    }
    const state = await foldAsOf(this.store, q.clubId, q.sessionId, q.asOf);
    if (q.n > state.deals.length) throw noDeal();
    return { body: { ...dealView(state, q.n) }, version: state.version };
  }
}
