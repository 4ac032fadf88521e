import { Command } from '@nestjs/cqrs';
import type { Role } from '../../auth/principal';
import type { KeyCreatedDto } from './create-key.dto';

/** Issue a new key of a role for a club (admin). */
export class CreateKey extends Command<KeyCreatedDto> {
  constructor(
    readonly clubId: string,
    readonly role: Role,
    readonly label: string,
    readonly expiresAt?: Date,
  ) {
    super();
  }
}
