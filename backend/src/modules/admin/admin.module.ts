import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesModule } from '../activities';
import { BillingModule } from '../billing';
import { MentoringModule } from '../mentoring';
import { NotificationsModule } from '../notifications';
import { PlayerModule } from '../player';
import { RecruitingModule } from '../recruiting';
import { UsersModule } from '../users';
import { AnalyticsController } from './analytics/analytics.controller';
import { AnalyticsService } from './analytics/analytics.service';
import { FunnelRecorderService } from './analytics/funnel-recorder.service';
import { AdminController } from './controllers/admin.controller';
import { AdminBadgesController } from './controllers/admin-badges.controller';
import { AdminJobsController } from './jobs/jobs.controller';
import { AdminUsersController } from './controllers/admin-users.controller';
import { AdminAuditEntryEntity } from './entities/admin-audit-entry.entity';
import { AdminAuditService } from './services/admin-audit.service';
import { AdminBadgesService } from './services/admin-badges.service';
import { AdminStatsService } from './services/admin-stats.service';
import { AdminUsersService } from './services/admin-users.service';
import { AdminVerificationsService } from './services/admin-verifications.service';

/** Admin area (mf-admin's back end): console stats, verifications, user management, the audit log. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminAuditEntryEntity]), PlayerModule, RecruitingModule, NotificationsModule, UsersModule, MentoringModule, ActivitiesModule, BillingModule],
  controllers: [AdminController, AdminUsersController, AnalyticsController, AdminJobsController, AdminBadgesController],
  providers: [AdminStatsService, AdminAuditService, AdminUsersService, AdminVerificationsService, FunnelRecorderService, AnalyticsService, AdminBadgesService],
  exports: [AdminAuditService, AdminUsersService],
})
export class AdminModule {}
