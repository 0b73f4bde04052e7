/** The mentoring module's public entry: its module class and the services others may call. */
export { MentoringModule } from './mentoring.module';
export { MentorsService } from './services/mentors.service';
export { MentorSlotsService } from './services/slots.service';
export { FeedbackRequestsService } from './services/feedback-requests.service';
export { GuardianApprovalsService, type GuardianApprovalKind, type ApprovalRequest } from './services/guardian-approvals.service';
export { SessionsService } from './services/sessions.service';
export { MentoringSweepService } from './services/mentoring-sweep.service';
export { BookingsService } from './services/bookings.service';
export { BadgesService } from './services/badges.service';
export { AmaEventsService } from './services/ama-events.service';
export { MENTORING_READ_MODELS } from './read-models';
