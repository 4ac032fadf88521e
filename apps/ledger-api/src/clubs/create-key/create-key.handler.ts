import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { hashApiKey, newApiKey } from '../../auth/api-key';
import { Quotas } from '../../quotas/quotas';
import { ApiKeyEntity } from '../api-key.entity';
import { CreateKey } from './create-key.command';
import type { KeyCreatedDto } from './create-key.dto';

/** Stores the new key's hash and returns the key once. */
@CommandHandler(CreateKey)
export class CreateKeyHandler implements ICommandHandler<CreateKey> {
  constructor(private readonly quotas: Quotas) {}

  async execute(cmd: CreateKey): Promise<KeyCreatedDto> {
    if (cmd.expiresAt && !(cmd.expiresAt.getTime() > Date.now()))
      throw new BadRequestException({ message: 'expiresAt must be a time in the future.', code: 'EXPIRES_AT_PAST' });
    const { keyId, key } = newApiKey(cmd.clubId);
    await this.quotas.within('keys', cmd.clubId, (tx) =>
      tx.insert(ApiKeyEntity, {
        clubId: cmd.clubId,
        id: keyId,
        role: cmd.role,
        label: cmd.label,
        keyHash: hashApiKey(key),
        expiresAt: cmd.expiresAt ?? null,
      }),
    );
    return { id: keyId, key, role: cmd.role, label: cmd.label, expiresAt: cmd.expiresAt?.toISOString() ?? null };
  }
}
