import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MentorsController } from './controllers/mentors.controller';
import { Mentor } from './entities/mentor.entity';
import { MentorsService } from './services/mentors.service';
import { MentorSlotsService } from './services/slots.service';
import { MentorReview } from './entities/mentor-review.entity';
import { FeedbackRequestsService } from './services/feedback-requests.service';
import { BillingModule } from '../billing';
import { UsersModule } from '../users';
import { GuardianApprovalsController } from './controllers/guardian-approvals.controller';
import { GuardianApproval } from './entities/guardian-approval.entity';
import { GuardianApprovalsService } from './services/guardian-approvals.service';
import { MentoringMailService } from './services/mentoring-mail.service';

/** Mentoring area (mf-mentoring's back end): mentors, sessions, bookings. */
@Module({
  imports: [TypeOrmModule.forFeature([Mentor, MentorReview, GuardianApproval]), BillingModule, UsersModule],
  controllers: [MentorsController, GuardianApprovalsController],
  providers: [MentorsService, MentorSlotsService, FeedbackRequestsService, MentoringMailService, GuardianApprovalsService],
  exports: [MentorsService, MentorSlotsService, FeedbackRequestsService, GuardianApprovalsService],
})
export class MentoringModule {}
