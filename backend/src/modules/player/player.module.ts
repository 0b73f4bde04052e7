import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayersController } from './controllers/players.controller';
import { Player } from './entities/player.entity';
import { PlayersService } from './services/players.service';

/** Player area (mf-player's back end): profiles, highlights, achievements, follows. */
@Module({
  imports: [TypeOrmModule.forFeature([Player])],
  controllers: [PlayersController],
  providers: [PlayersService],
  exports: [PlayersService],
})
export class PlayerModule {}
