import { UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { SessionWriter } from '../../ledger/session-writer';
import { Quotas } from '../../quotas/quotas';
import { PlayerEntity } from '../../players/player.entity';
import { sessionBody } from '../responses/session-body';
import { OpenSession } from './open-session.command';

/** Checks the seated players belong to the club, then opens the stream. */
@CommandHandler(OpenSession)
export class OpenSessionHandler implements ICommandHandler<OpenSession> {
  constructor(
    private readonly writer: SessionWriter,
    @InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>,
    private readonly quotas: Quotas,
  ) {}

  async execute(c: OpenSession) {
    const ids = [...new Set(Object.values(c.body.seats).filter((p): p is string => typeof p === 'string'))];
    const found = ids.length ? await this.players.countBy({ clubId: c.clubId, id: In(ids) }) : 0;
    if (found !== ids.length)
      throw new UnprocessableEntityException({
        message: 'A seat names a player who is not in this club.',
        code: 'UNKNOWN_PLAYER',
      });
    await this.quotas.assertSessionAllowed(c.clubId);
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      opens: true,
      command: { type: 'OpenSession', at: c.ctx.at, variant: c.body.variant, seats: c.body.seats, rules: c.body.rules },
      respond: (state, _events, version) => sessionBody(c.sessionId, state, version),
    });
  }
}
