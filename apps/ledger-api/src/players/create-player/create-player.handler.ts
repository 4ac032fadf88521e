import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Quotas } from '../../quotas/quotas';
import { PlayerEntity } from '../player.entity';
import type { PlayerDto } from '../player.dto';
import { CreatePlayer } from './create-player.command';

/** Inserts the player. */
@CommandHandler(CreatePlayer)
export class CreatePlayerHandler implements ICommandHandler<CreatePlayer> {
  constructor(private readonly quotas: Quotas) {}

  async execute(cmd: CreatePlayer): Promise<PlayerDto> {
    const id = randomUUID();
    await this.quotas.within('players', cmd.clubId, (tx) =>
      tx.insert(PlayerEntity, { clubId: cmd.clubId, id, name: cmd.name }),
    );
    return { id, name: cmd.name };
  }
}
