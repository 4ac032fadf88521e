import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyEntity } from './api-key.entity';
import { ClubEntity } from './club.entity';
import { CreateClubController } from './create-club/create-club.controller';
import { CreateClubHandler } from './create-club/create-club.handler';
import { CreateKeyController } from './create-key/create-key.controller';
import { CreateKeyHandler } from './create-key/create-key.handler';
import { ListKeysController } from './list-keys/list-keys.controller';
import { KeyRevoker } from './revoke-key/key-revoker';
import { RevokeKeyController } from './revoke-key/revoke-key.controller';

/** Clubs and their keys. */
@Module({
  imports: [TypeOrmModule.forFeature([ClubEntity, ApiKeyEntity])],
  controllers: [CreateClubController, CreateKeyController, ListKeysController, RevokeKeyController],
  providers: [CreateClubHandler, CreateKeyHandler, KeyRevoker],
})
export class ClubsModule {}
