import { Command } from '@nestjs/cqrs';
import type { PlayerDto } from '../player.dto';

/** Register a player in a club (admin). */
export class CreatePlayer extends Command<PlayerDto> {
  constructor(
    readonly clubId: string,
    readonly name: string,
  ) {
    super();
  }
}
