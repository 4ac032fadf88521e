import { Command } from '@nestjs/cqrs';
import type { ClubCreatedDto } from './create-club.dto';

/** Create a club and its first admin key (operator only). */
export class CreateClub extends Command<ClubCreatedDto> {
  constructor(readonly name: string) {
    super();
  }
}
