/**
 * GET /api/players/{id}/page: everything the profile page shows about one player, in one response, so a
 * phone on a slow link opens a profile in one round trip instead of about ten. Each part is exactly what
 * its own endpoint returns to this viewer (named beside it); the page seeds those endpoints' caches from it,
 * so later edits refetch only the part they change.
 */
import type { AchievementResponse } from './achievements';
import type { BadgeView } from './mentoring-progress';
import type { HighlightResponse } from './highlights';
import type { AnyPlayerProfileResponse, PlayerMetricResponse } from './player-profile';
import type { SubscriptionStatus } from './plans';
import type { InterestLevel } from './players';
import type { FollowersCountResponse, IsFollowingResponse, PlayerInterestsResponse, ProfileViewsResponse } from './social';

export interface PlayerPageResponse {
  /** GET /api/players/{id} */
  profile: AnyPlayerProfileResponse;
  /** GET /api/highlights/player/{id} */
  highlights: HighlightResponse[];
  /** GET /api/achievements/player/{id} */
  achievements: AchievementResponse[];
  /** GET /api/players/{id}/metrics */
  metrics: PlayerMetricResponse[];
  /** GET /api/interests/player/{id} */
  interests: PlayerInterestsResponse;
  /** GET /api/players/{id}/followers/count */
  followersCount: FollowersCountResponse;
  /** GET /api/players/{id}/is-following */
  isFollowing: IsFollowingResponse;
  /** GET /api/players/{id}/badges (mentoring's read model user_badges; docs/mentoring.md "Badges") */
  badges: BadgeView[];
  /** GET /api/profile-views/player/{id} */
  views: ProfileViewsResponse;
  /** GET /api/subscription/status: the viewer's own plan (the contact and upgrade controls read it). */
  subscription: SubscriptionStatus;
  /** The viewer's own interest in this player: its level in GET /api/interests/recruiter/me, null when none (or not a recruiting role). */
  myInterest: InterestLevel | null;
}
