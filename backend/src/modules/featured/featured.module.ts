import { Module } from '@nestjs/common';
import { PlayerModule } from '../player';
import { RecruitingModule } from '../recruiting';
import { FeaturedController } from './controllers/featured.controller';

/** Featured players and organisations: composes the player and recruiting areas' services. */
@Module({ imports: [PlayerModule, RecruitingModule], controllers: [FeaturedController] })
export class FeaturedModule {}
