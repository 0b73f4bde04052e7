import { Module } from '@nestjs/common';
import { PlayerModule } from '../player/player.module';
import { RecruitingModule } from '../recruiting/recruiting.module';
import { FeaturedController } from './controllers/featured.controller';

/** Featured players and organisations: composes the player and recruiting areas' services. */
@Module({ imports: [PlayerModule, RecruitingModule], controllers: [FeaturedController] })
export class FeaturedModule {}
