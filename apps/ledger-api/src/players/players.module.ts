import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreatePlayerController } from './create-player/create-player.controller';
import { CreatePlayerHandler } from './create-player/create-player.handler';
import { ListPlayersController } from './list-players/list-players.controller';
import { ListPlayersHandler } from './list-players/list-players.handler';
import { PlayerEntity } from './player.entity';

/** A club's players. */
@Module({
  imports: [TypeOrmModule.forFeature([PlayerEntity])],
  controllers: [CreatePlayerController, ListPlayersController],
  providers: [CreatePlayerHandler, ListPlayersHandler],
})
export class PlayersModule {}
