import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { PlayerEntity } from '../player.entity';
import type { PlayerDto } from '../player.dto';
import { CreatePlayer } from './create-player.command';

/** Inserts the player. */
@CommandHandler(CreatePlayer)
export class CreatePlayerHandler implements ICommandHandler<CreatePlayer> {
  constructor(@InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>) {}

  async execute(cmd: CreatePlayer): Promise<PlayerDto> {
    const id = randomUUID();
    await this.players.insert({ clubId: cmd.clubId, id, name: cmd.name });
    return { id, name: cmd.name };
  }
}
