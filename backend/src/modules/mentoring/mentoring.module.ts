import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MentorsController } from './controllers/mentors.controller';
import { Mentor } from './entities/mentor.entity';
import { MentorsService } from './services/mentors.service';
import { MentorSlotsService } from './services/slots.service';
import { MentorReview } from './entities/mentor-review.entity';
import { FeedbackRequestsService } from './services/feedback-requests.service';
import { AmaEventsController } from './controllers/ama-events.controller';
import { FeedbackRequestsController } from './controllers/feedback-requests.controller';
import { ProgressController } from './controllers/progress.controller';
import { AmaEventsService } from './services/ama-events.service';
import { GoalsService } from './services/goals.service';
import { ResourcesController } from './controllers/resources.controller';
import { BadgesService } from './services/badges.service';
import { ResourcesService } from './services/resources.service';
import { BillingModule } from '../billing';
import { UsersModule } from '../users';
import { StorageModule } from '../../core/storage';
import { GuardianApprovalsController } from './controllers/guardian-approvals.controller';
import { GuardianApproval } from './entities/guardian-approval.entity';
import { GuardianApprovalsService } from './services/guardian-approvals.service';
import { MentoringMailService } from './services/mentoring-mail.service';
import { SessionsController } from './controllers/sessions.controller';
import { BookingsService } from './services/bookings.service';
import { MentoringSweepService } from './services/mentoring-sweep.service';
import { SessionNoticesService } from './services/session-notices.service';
import { SessionsService } from './services/sessions.service';
import { MentorProService } from './services/mentor-pro.service';

/** Mentoring area (mf-mentoring's back end): mentors, sessions, bookings. */
@Module({
  imports: [TypeOrmModule.forFeature([Mentor, MentorReview, GuardianApproval]), BillingModule, UsersModule, StorageModule],
  controllers: [MentorsController, GuardianApprovalsController, SessionsController, FeedbackRequestsController, AmaEventsController, ProgressController, ResourcesController],
  providers: [MentorsService, MentorSlotsService, FeedbackRequestsService, MentoringMailService, GuardianApprovalsService, SessionNoticesService, BookingsService, SessionsService, MentoringSweepService, AmaEventsService, GoalsService, ResourcesService, BadgesService, MentorProService],
  exports: [MentorsService, MentorSlotsService, FeedbackRequestsService, GuardianApprovalsService, SessionsService, MentoringSweepService, AmaEventsService, BadgesService],
})
export class MentoringModule {}
