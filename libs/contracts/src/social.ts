/**
 * Follows, interest indicators and profile views: request DTOs, response
 * shapes and the texts both the server and the profile screen use.
 */
import { Transform } from 'class-transformer';
import { IsIn, IsUUID } from 'class-validator';
import { INTEREST_LEVELS, type InterestLevel } from './players';
import { trim } from './field-rules';
import type { UserRole } from './roles';

export const INTEREST_LEVEL_LABELS: Record<InterestLevel, string> = {
  interested: 'Interested',
  very_interested: 'Very Interested',
  priority: 'Priority',
};

/** Each recent view is shown without the viewer's identity. */
export const ANONYMOUS_VIEWER_LABEL = 'Anonymous viewer';

/**
 * A repeat view by the same viewer counts again (and notifies the player again) only after this
 * many hours, so refreshing a profile neither inflates "total views" nor spams the player.
 */
export const PROFILE_VIEW_REPEAT_HOURS = 24;

export const SOCIAL_MESSAGES = {
  playerRequired: 'Player is required',
  interestLevel: 'Please select a valid interest level',
  cannotFollowSelf: 'You cannot follow yourself',
  followRoles: 'Only recruiters, clubs, unions, agents, mentors and admins can follow players',
  interestRoles: 'Only recruiters can mark interest in a player',
  followersOwnerOnly: 'Only the player can see their followers',
} as const;

/**
 * Notifications the player receives (types as in plus `follow`). `who` is the
 * actor's name, with their organisation in brackets when they have one. A profile view never
 * names the viewer.
 */
export const SOCIAL_NOTIFICATIONS = {
  follow: { type: 'follow', title: 'New follower', message: (who: string) => `${who} is now following you.` },
  interest: {
    type: 'interest_marked',
    title: 'New interest',
    message: (who: string, level: InterestLevel) => `${who} marked you as ${INTEREST_LEVEL_LABELS[level]}.`,
  },
  profileView: { type: 'profile_view', title: 'Profile viewed', message: 'Someone viewed your profile.' },
} as const;

/** POST /api/interests {playerId, interestLevel}: creates or replaces the caller's interest. */
export class InterestDto {
  @Transform(trim)
  @IsUUID('all', { message: SOCIAL_MESSAGES.playerRequired })
  playerId!: string;

  @IsIn(INTEREST_LEVELS as unknown as string[], { message: SOCIAL_MESSAGES.interestLevel })
  interestLevel!: InterestLevel;
}

/** POST /api/profile-views {playerId}. */
export class ProfileViewDto {
  @Transform(trim)
  @IsUUID('all', { message: SOCIAL_MESSAGES.playerRequired })
  playerId!: string;
}

/** The name block of a person in social lists (never an email or phone). */
export interface SocialUser {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

/** A player in social lists: no contact fields, whatever the player's age. */
export interface SocialPlayerSummary {
  id: string;
  school: string | null;
  /** All positions for a viewer who sees the full profile, else the preview's first 2. */
  positions: string[];
  /** Positions left out of a preview ("+N more"); 0 when full. */
  positionsMore: number;
  user: SocialUser;
}

export interface IsFollowingResponse {
  isFollowing: boolean;
}

export interface FollowersCountResponse {
  count: number;
}

/** GET /api/players/{id}/followers entry: `id` is the follow's id. */
export interface FollowerEntry {
  id: string;
  followerRole: string;
  followedAt: string;
  user: SocialUser;
}

export interface FollowersResponse {
  total: number;
  results: FollowerEntry[];
}

/** GET /api/me/following entry: `id` is the player's id. */
export interface FollowingEntry extends SocialPlayerSummary {
  followedAt: string;
}

export interface FollowingResponse {
  total: number;
  results: FollowingEntry[];
}

/** POST/DELETE /api/players/{id}/follow answer. */
export interface FollowResponse {
  isFollowing: boolean;
  count: number;
}

/** GET /api/interests/player/{playerId} entry. */
export interface PlayerInterestEntry {
  id: string;
  playerId: string;
  interestLevel: InterestLevel;
  createdAt: string;
  updatedAt: string;
  recruiter: {
    roleTitle: string | null;
    org: { name: string } | null;
    user: { firstName: string; lastName: string; fullName: string; profileImageUrl: string | null };
  };
}

export interface PlayerInterestsResponse {
  total: number;
  results: PlayerInterestEntry[];
}

/** GET /api/interests/recruiter/me entry. */
export interface RecruiterInterestEntry {
  id: string;
  playerId: string;
  interestLevel: InterestLevel;
  createdAt: string;
  updatedAt: string;
  player: SocialPlayerSummary;
}

export interface RecruiterInterestsResponse {
  total: number;
  results: RecruiterInterestEntry[];
}

/** POST /api/interests answer (201 created, 200 replaced). */
export interface InterestResponse {
  id: string;
  playerId: string;
  interestLevel: InterestLevel;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/profile-views answer: `recorded` is false for the owner and for a repeat within the window. */
export interface ProfileViewRecordedResponse {
  recorded: boolean;
}

export interface RecentProfileView {
  /** The view's own id (not the viewer's). */
  id: string;
  label: typeof ANONYMOUS_VIEWER_LABEL;
  /** When it was viewed (stored as viewed_at). */
  createdAt: string;
}

/** GET /api/profile-views/player/{playerId} for the owner and admins. */
export interface ProfileViewAnalytics {
  total: number;
  unique: number;
  last7Days: number;
  recent: RecentProfileView[];
  /**
   * The owner only (docs/billing.md "Pro analytics"): the last ADVANCED_ANALYTICS_DAYS Fiji days for a
   * player whose plan has advancedAnalytics, null for a free owner (with `upgradeHint`); absent for admins.
   */
  advanced?: ProfileViewAdvanced | null;
  upgradeHint?: string;
}

/** Pro analytics: views per Fiji day (every day of the window, zeros included) and two breakdowns. */
export interface ProfileViewAdvanced {
  perDay: Array<{ day: string; views: number }>;
  byRole: Array<{ role: UserRole; views: number }>;
  byProvince: Array<{ province: string; views: number }>;
}

export const ADVANCED_ANALYTICS_DAYS = 30;
/** Days are Fiji days (UTC+12, no DST). */
export const ADVANCED_ANALYTICS_TIME_ZONE = 'Pacific/Fiji';
/** A viewer whose province is not known (recruiting accounts, mentors, fans). */
export const UNKNOWN_PROVINCE = 'Unknown';

export const ADVANCED_ANALYTICS_TEXT = {
  title: 'Views in the last 30 days',
  fijiDays: 'Days in Fiji time',
  byRole: 'Views by viewer role',
  byProvince: 'Views by province',
  table: 'Views per day',
  upgrade: 'Upgrade to Player Pro for advanced analytics',
  none: 'No views yet',
} as const;

/** GET /api/profile-views/player/{playerId} for anyone else who can see the profile. */
export interface ProfileViewTotal {
  total: number;
}

export type ProfileViewsResponse = ProfileViewAnalytics | ProfileViewTotal;

export const isProfileViewAnalytics = (r: ProfileViewsResponse): r is ProfileViewAnalytics => 'recent' in r;
