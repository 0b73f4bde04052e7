import { Module } from '@nestjs/common';
import { MailModule } from '../../core/mail/mail.module';
import { AdminModule } from '../admin';
import { MentoringModule } from '../mentoring';
import { NotificationsModule } from '../notifications';
import { PlayerModule } from '../player';
import { RecruitingModule } from '../recruiting';
import { UsersModule } from '../users';
import { AdminModerationController } from './controllers/admin-moderation.controller';
import { AppealLinksController } from './controllers/appeal-links.controller';
import { ReportsController } from './controllers/reports.controller';
import { AppealLinksService } from './services/appeal-links.service';
import { ModerationConsole } from './services/console-bridge';
import { ModerationNotifier } from './services/moderation-notifier.service';
import { ModerationQueueService } from './services/moderation-queue.service';
import { ModerationTargetsService } from './services/moderation-targets.service';
import { ReportsService } from './services/reports.service';

/**
 * Moderation, the safeguarding desk (docs/admin.md, "Moderation"), owned by the admin team: reports,
 * the case queue and its actions, appeals, the second-admin approval for lifting a child-safety
 * suspension. The reported items stay in their owners' modules, hidden and restored through their services.
 */
@Module({
  imports: [AdminModule, PlayerModule, RecruitingModule, MentoringModule, NotificationsModule, UsersModule, MailModule],
  controllers: [ReportsController, AdminModerationController, AppealLinksController],
  providers: [ReportsService, AppealLinksService, ModerationQueueService, ModerationTargetsService, ModerationNotifier, ModerationConsole],
})
export class ModerationModule {}
