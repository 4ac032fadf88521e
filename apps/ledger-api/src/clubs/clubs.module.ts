import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyEntity } from './api-key.entity';
import { ClubEntity } from './club.entity';
import { CreateClubController } from './create-club/create-club.controller';
import { CreateClubHandler } from './create-club/create-club.handler';
import { CreateKeyController } from './create-key/create-key.controller';
import { CreateKeyHandler } from './create-key/create-key.handler';

/** Clubs and their keys. */
@Module({
  imports: [TypeOrmModule.forFeature([ClubEntity, ApiKeyEntity])],
  controllers: [CreateClubController, CreateKeyController],
  providers: [CreateClubHandler, CreateKeyHandler],
})
export class ClubsModule {}
