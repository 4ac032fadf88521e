import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PlayerEntity } from '../player.entity';
import type { PlayerDto } from '../player.dto';
import { ListPlayers } from './list-players.query';

/** Reads the club's players. */
@QueryHandler(ListPlayers)
export class ListPlayersHandler implements IQueryHandler<ListPlayers> {
  constructor(@InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>) {}

  async execute(q: ListPlayers): Promise<PlayerDto[]> {
    const rows = await this.players.find({ where: { clubId: q.clubId }, order: { name: 'ASC', id: 'ASC' } });
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }
}
