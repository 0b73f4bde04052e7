/**
 * Every TypeORM entity, registered once: TypeOrmModule.forRoot({ entities: ALL_ENTITIES }).
 * The schema itself comes only from database/migrations (MIGRATIONS); never synchronize.
 * Entity registration is the one reason to import a module's entities past its index.ts: lint allows it
 * here and in the migrations (and lets the seed script use any module file), nowhere else.
 */
import { RateLimitCounter } from '../core/rate-limit/rate-limit-counter.entity';
import { User } from '../modules/users/entities/user.entity';
import { HttpSession } from '../modules/users/entities/http-session.entity';
import { UserRecoveryCode, UserTwoFactor } from '../modules/users/entities/two-factor.entity';
import { SearchPreference } from '../modules/users/entities/search-preference.entity';
import { Player } from '../modules/player/entities/player.entity';
import { PlayerMetric } from '../modules/player/entities/player-metric.entity';
import { Highlight } from '../modules/player/entities/highlight.entity';
import { Achievement } from '../modules/player/entities/achievement.entity';
import { Follow } from '../modules/player/entities/follow.entity';
import { ProfileView } from '../modules/player/entities/profile-view.entity';
import { ProfileViewDay } from '../modules/player/entities/profile-view-day.entity';
import { ProfileBoost } from '../modules/player/entities/profile-boost.entity';
import { ExtraUploadCredit } from '../modules/player/entities/extra-upload-credit.entity';
import { Interest } from '../modules/player/entities/interest.entity';
import { Upload } from '../modules/player/entities/upload.entity';
import { Org } from '../modules/recruiting/entities/org.entity';
import { Recruiter } from '../modules/recruiting/entities/recruiter.entity';
import { Agent } from '../modules/recruiting/entities/agent.entity';
import { AgentPlayerLink } from '../modules/recruiting/entities/agent-player-link.entity';
import { Watchlist } from '../modules/recruiting/entities/watchlist.entity';
import { WatchlistItem } from '../modules/recruiting/entities/watchlist-item.entity';
import { ContactRequest } from '../modules/recruiting/entities/contact-request.entity';
import { RecruiterUsage } from '../modules/recruiting/entities/recruiter-usage.entity';
import { SavedSearchEntity } from '../modules/recruiting/entities/saved-search.entity';
import { Mentor } from '../modules/mentoring/entities/mentor.entity';
import { MentoringRelationship } from '../modules/mentoring/entities/mentoring-relationship.entity';
import { MentoringSession } from '../modules/mentoring/entities/mentoring-session.entity';
import { MentoringResource } from '../modules/mentoring/entities/mentoring-resource.entity';
import { SharedResource } from '../modules/mentoring/entities/shared-resource.entity';
import { MentoringGoal } from '../modules/mentoring/entities/mentoring-goal.entity';
import { MentoringMilestone } from '../modules/mentoring/entities/mentoring-milestone.entity';
import { MentoringAssessment } from '../modules/mentoring/entities/mentoring-assessment.entity';
import { MentorReview } from '../modules/mentoring/entities/mentor-review.entity';
import { AmaEvent } from '../modules/mentoring/entities/ama-event.entity';
import { AmaRegistration } from '../modules/mentoring/entities/ama-registration.entity';
import { HighlightFeedbackRequest } from '../modules/mentoring/entities/highlight-feedback-request.entity';
import { Badge } from '../modules/mentoring/entities/badge.entity';
import { GuardianApproval } from '../modules/mentoring/entities/guardian-approval.entity';
import { FunnelEvent } from '../modules/admin/entities/funnel-event.entity';
import { ModerationCaseEntity } from '../modules/moderation/entities/moderation-case.entity';
import { ModerationReportEntity } from '../modules/moderation/entities/moderation-report.entity';
import { SuspensionLiftRequestEntity } from '../modules/moderation/entities/suspension-lift-request.entity';
import { JobRecord } from '../core/queue/job-record.entity';
import { SeedRun } from '../modules/admin/entities/seed-run.entity';
import { AdminAuditEntryEntity } from '../modules/admin/entities/admin-audit-entry.entity';
import { Notification } from '../modules/notifications/entities/notification.entity';
import { Activity } from '../modules/activities/entities/activity.entity';
import { AddonPurchase } from '../modules/billing/entities/addon-purchase.entity';
import { SessionPayment } from '../modules/billing/entities/session-payment.entity';
import { AmaPayment } from '../modules/billing/entities/ama-payment.entity';
import { Subscription } from '../modules/billing/entities/subscription.entity';
import { SubscriptionSeat } from '../modules/billing/entities/subscription-seat.entity';
import { Checkout } from '../modules/billing/entities/checkout.entity';
import { BillingEvent } from '../modules/billing/entities/billing-event.entity';
import { Payment } from '../modules/billing/entities/payment.entity';
import { PlanRetention } from '../modules/billing/entities/plan-retention.entity';
import { ContactSubmission } from '../modules/feedback/entities/contact-submission.entity';
import { BetaFeedback } from '../modules/feedback/entities/beta-feedback.entity';

export const USERS_ENTITIES = [User, HttpSession, SearchPreference, UserTwoFactor, UserRecoveryCode];
export const PLAYER_ENTITIES = [
  Player, PlayerMetric, Highlight, Achievement, Follow, ProfileView, ProfileViewDay, ProfileBoost,
  ExtraUploadCredit, Interest, Upload,
];
export const RECRUITING_ENTITIES = [
  Org, Recruiter, Agent, AgentPlayerLink, Watchlist, WatchlistItem, ContactRequest, RecruiterUsage, SavedSearchEntity,
];
export const MENTORING_ENTITIES = [
  Mentor, MentoringRelationship, MentoringSession, MentoringResource, SharedResource, MentoringGoal,
  MentoringMilestone, MentoringAssessment, MentorReview, AmaEvent, AmaRegistration, HighlightFeedbackRequest, Badge, GuardianApproval,
];
export const ADMIN_ENTITIES = [FunnelEvent, JobRecord, SeedRun, AdminAuditEntryEntity];
export const MODERATION_ENTITIES = [ModerationCaseEntity, ModerationReportEntity, SuspensionLiftRequestEntity];
export const NOTIFICATIONS_ENTITIES = [Notification, Activity];
export const BILLING_ENTITIES = [Subscription, SubscriptionSeat, Checkout, BillingEvent, Payment, PlanRetention, AddonPurchase, SessionPayment, AmaPayment];
export const FEEDBACK_ENTITIES = [ContactSubmission, BetaFeedback];

export const ALL_ENTITIES = [
  ...USERS_ENTITIES, ...PLAYER_ENTITIES, ...RECRUITING_ENTITIES, ...MENTORING_ENTITIES, ...ADMIN_ENTITIES,
  ...NOTIFICATIONS_ENTITIES, ...FEEDBACK_ENTITIES, ...MODERATION_ENTITIES, ...BILLING_ENTITIES, RateLimitCounter,
];
