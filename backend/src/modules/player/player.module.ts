import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayersController } from './controllers/players.controller';
import { FollowsController } from './controllers/follows.controller';
import { InterestsController } from './controllers/interests.controller';
import { ProfileViewsController } from './controllers/profile-views.controller';
import { Follow } from './entities/follow.entity';
import { Interest } from './entities/interest.entity';
import { ProfileView } from './entities/profile-view.entity';
import { FollowsService } from './services/follows.service';
import { InterestsService } from './services/interests.service';
import { ProfileViewsService } from './services/profile-views.service';
import { NotificationsModule } from '../notifications';
import { RecruitingModule } from '../recruiting';
import { UsersModule } from '../users';
import { Player } from './entities/player.entity';
import { PlayersService } from './services/players.service';
import { PlayerCountsService } from './services/player-counts.service';
import { ProPlacementService } from './services/pro-placement.service';
import { AchievementsController } from './controllers/achievements.controller';
import { ProfilePictureController } from './controllers/profile-picture.controller';
import { Achievement } from './entities/achievement.entity';
import { AchievementsService } from './services/achievements.service';
import { PlayerProfileService } from './services/player-profile.service';
import { PlayerPageService } from './services/player-page.service';
import { ProfilePictureService } from './services/profile-picture.service';
import { ActivitiesModule } from '../activities';
import { StorageModule } from '../../core/storage';
import { Highlight } from './entities/highlight.entity';
import { Upload } from './entities/upload.entity';
import { HighlightsController } from './controllers/highlights.controller';
import { ObjectsController } from './controllers/objects.controller';
import { HighlightsService } from './services/highlights.service';
import { UploadsService } from './services/uploads.service';
import { TranscodeService } from './services/transcode.service';
import { PlayerMetricsController } from './controllers/player-metrics.controller';
import { PlayerMetric } from './entities/player-metric.entity';
import { PlayerMetricsService } from './services/player-metrics.service';
import { MediaPurgeJob } from './jobs/media-purge.job';
import { TranscodeJob } from './jobs/transcode.job';
import { BillingGrantsService } from './services/billing-grants.service';
import { PlanMediaService } from './services/plan-media.service';
import { BillingModule } from '../billing';
import { MentoringModule } from '../mentoring';

/** Player area (mf-player's back end): profiles, highlights, achievements, follows. */
@Module({
  imports: [TypeOrmModule.forFeature([Player, Follow, Interest, ProfileView, Achievement, Highlight, Upload, PlayerMetric]), NotificationsModule, ActivitiesModule, RecruitingModule, UsersModule, StorageModule, BillingModule, MentoringModule],
  controllers: [PlayersController, FollowsController, InterestsController, ProfileViewsController, AchievementsController, ProfilePictureController, ObjectsController, HighlightsController, PlayerMetricsController],
  providers: [PlayersService, FollowsService, InterestsService, ProfileViewsService, PlayerProfileService, PlayerPageService, AchievementsService, ProfilePictureService, HighlightsService, UploadsService, TranscodeService, TranscodeJob, MediaPurgeJob, PlayerMetricsService, BillingGrantsService, PlanMediaService, PlayerCountsService, ProPlacementService],
  exports: [PlayersService, PlayerProfileService, HighlightsService],
})
export class PlayerModule {}
