/** Every migration in order, passed explicitly to TypeORM (no glob). */
import { InitialSchema1764000000000 } from './1764000000000-initial-schema';
import { RateLimitHits1764000000001 } from './1764000000001-rate-limit-hits';
import { MediaUploads1764000000200 } from './1764000000200-media-uploads';
import { RecruitingUniques1764000000300 } from './1764000000300-recruiting-uniques';
import { PlayerSearch1764000000400 } from './1764000000400-player-search';
import { RateLimitCounters1764000000500 } from './1764000000500-rate-limit-counters';
import { ReadModels1764000000600 } from './1764000000600-read-models';
import { Billing1764000000700 } from './1764000000700-billing';
import { SearchPlacement1764000000800 } from './1764000000800-search-placement';
import { PaidPlanHolders1764000000810 } from './1764000000810-paid-plan-holders';
import { ProfileViewDays1764000000900 } from './1764000000900-profile-view-days';
import { HighlightDirectoryPlanHidden1764000000910 } from './1764000000910-highlight-directory-plan-hidden';
import { MentorProfiles1764000001000 } from './1764000001000-mentor-profiles';
import { MentoringBookings1764000001100 } from './1764000001100-mentoring-bookings';
import { MentoringProgress1764000001200 } from './1764000001200-mentoring-progress';
import { MentoringBadgesReadModel1764000001210 } from './1764000001210-mentoring-badges-read-model';
import { AdminConsole1764000001300 } from './1764000001300-admin-console';
import { Moderation1764000001400 } from './1764000001400-moderation';
import { TwoFactorAnalytics1764000001500 } from './1764000001500-two-factor-analytics';
import { TotpLastStep1764000001600 } from './1764000001600-totp-last-step';
import { HighlightRenditions1764000001800 } from './1764000001800-highlight-renditions';
import { UploadStaging1764000001750 } from './1764000001750-upload-staging';
import { PlayerCounts1764000001900 } from './1764000001900-player-counts';
import { HighlightPlayableBytes1764000002000 } from './1764000002000-highlight-playable-bytes';
import { AmaPayments1764000002100 } from './1764000002100-ama-payments';
import { AmaRegistrationCheckout1764000002200 } from './1764000002200-ama-registration-checkout';

export const MIGRATIONS = [InitialSchema1764000000000, RateLimitHits1764000000001, MediaUploads1764000000200, RecruitingUniques1764000000300, PlayerSearch1764000000400, RateLimitCounters1764000000500, ReadModels1764000000600, Billing1764000000700, SearchPlacement1764000000800, PaidPlanHolders1764000000810, ProfileViewDays1764000000900, HighlightDirectoryPlanHidden1764000000910, MentorProfiles1764000001000, MentoringBookings1764000001100, MentoringProgress1764000001200, MentoringBadgesReadModel1764000001210, AdminConsole1764000001300, Moderation1764000001400, TwoFactorAnalytics1764000001500, TotpLastStep1764000001600, UploadStaging1764000001750, HighlightRenditions1764000001800, PlayerCounts1764000001900, HighlightPlayableBytes1764000002000, AmaPayments1764000002100, AmaRegistrationCheckout1764000002200];
