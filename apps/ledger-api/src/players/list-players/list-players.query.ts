import { Query } from '@nestjs/cqrs';
import type { PlayerDto } from '../player.dto';
import type { PlayerCursor } from './player-cursor';

/** One page of a club's players, ordered by name then id, and whether more follow. */
export interface PlayersPage {
  items: PlayerDto[];
  next?: PlayerCursor;
}

/** A page of the players of a club, by name. */
export class ListPlayers extends Query<PlayersPage> {
  constructor(
    readonly clubId: string,
    readonly limit: number,
    readonly after?: PlayerCursor,
  ) {
    super();
  }
}
