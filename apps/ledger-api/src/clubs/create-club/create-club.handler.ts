import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { hashApiKey, newApiKey } from '../../auth/api-key';
import { DurabilityBarrier } from '../../ledger/durability-barrier';
import { ApiKeyEntity } from '../api-key.entity';
import { ClubEntity } from '../club.entity';
import { CreateClub } from './create-club.command';
import type { ClubCreatedDto } from './create-club.dto';

/** Writes the club and its admin key in one transaction. */
@CommandHandler(CreateClub)
export class CreateClubHandler implements ICommandHandler<CreateClub> {
  constructor(private readonly durable: DurabilityBarrier) {}

  async execute(cmd: CreateClub): Promise<ClubCreatedDto> {
    const id = randomUUID();
    const { keyId, key } = newApiKey(id);
    await this.durable.transaction(async (tx) => {
      await tx.insert(ClubEntity, { id, name: cmd.name });
      await tx.insert(ApiKeyEntity, {
        clubId: id,
        id: keyId,
        role: 'admin',
        label: 'first admin',
        keyHash: hashApiKey(key),
      });
    });
    return { id, name: cmd.name, adminKey: key };
  }
}
