import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications';
import { PlayerModule } from '../player';
import { RecruitingModule } from '../recruiting';
import { AdminController } from './controllers/admin.controller';
import { AdminStatsService } from './services/admin-stats.service';

/** Admin area (mf-admin's back end): console stats, verifications, user management. */
@Module({
  imports: [PlayerModule, RecruitingModule, NotificationsModule],
  controllers: [AdminController],
  providers: [AdminStatsService],
})
export class AdminModule {}
