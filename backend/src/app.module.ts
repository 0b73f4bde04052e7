import { DynamicModule, Module } from '@nestjs/common';
import { AccessModule } from './core/access';
import { AnalyticsCoreModule } from './core/analytics';
import { AuthCoreModule } from './core/auth/auth-core.module';
import { LifecycleModule } from './core/lifecycle';
import { AppConfig } from './core/config/app-config';
import { AppConfigModule } from './core/config/app-config.module';
import { DatabaseModule } from './core/database/database.module';
import type { DatabaseRuntime } from './core/database/database-runtime';
import { MailModule } from './core/mail/mail.module';
import { QueueModule } from './core/queue/queue.module';
import { RateLimitModule } from './core/rate-limit';
import { ScheduleModule } from './core/schedule';
import { AdminModule } from './modules/admin';
import { BillingModule } from './modules/billing';
import { FeaturedModule } from './modules/featured';
import { FeedbackModule } from './modules/feedback';
import { HealthModule } from './modules/health';
import { MentoringModule } from './modules/mentoring';
import { ModerationModule } from './modules/moderation';
import { ActivitiesModule } from './modules/activities';
import { NotificationsModule } from './modules/notifications';
import { PlayerModule } from './modules/player';
import { RecruitingModule } from './modules/recruiting';
import { RemotesModule } from './modules/remotes';
import { SubscriptionsModule } from './modules/subscriptions';
import { UsersModule } from './modules/users';

/**
 * The gateway: cross-cutting core modules registered once, then one module per area.
 * Built from an already-validated config and an already-resolved (and migrated) database.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseRuntime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        QueueModule.forRoot(config),
        RateLimitModule,
        AnalyticsCoreModule,
        MailModule,
        AuthCoreModule,
        AccessModule,
        LifecycleModule,
        ScheduleModule,
        UsersModule,
        BillingModule,
        ActivitiesModule,
        NotificationsModule,
        PlayerModule,
        RecruitingModule,
        MentoringModule,
        AdminModule,
        ModerationModule,
        FeaturedModule,
        FeedbackModule,
        RemotesModule,
        SubscriptionsModule,
        HealthModule,
      ],
    };
  }
}
