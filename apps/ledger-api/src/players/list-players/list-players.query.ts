import { Query } from '@nestjs/cqrs';
import type { PlayerDto } from '../player.dto';

/** The players of a club, by name. */
export class ListPlayers extends Query<PlayerDto[]> {
  constructor(readonly clubId: string) {
    super();
  }
}
