import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { PROVINCES } from './geography';
import { ADMIN_BADGE_TYPES, type BadgeView } from './mentoring-progress';
import { RECRUITING_ROLES, USER_ROLES, type UserRole } from './roles';

/** The admin console's calls (docs/admin.md): stats, verifications, users, suspension, the audit log. */

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

// ---------------------------------------------------------------- stats
export interface AdminStatsCounts {
  totalPlayers: number;
  pendingVerifications: number;
  activeRecruiters: number;
  contactRequests: number;
}

/** GET /api/admin/stats: the four live cards, each with its change over the last 7 days (now minus then). */
export interface AdminStats extends AdminStatsCounts {
  change7d: AdminStatsCounts;
}

// ---------------------------------------------------------------- player verifications
/** A pending player in the verification queue (the spec's row plus the queue's facts). */
export interface PendingVerification {
  id: string;
  school: string | null;
  province: string | null;
  positions: string[];
  dob: string | null;
  createdAt: string;
  contactEmail: string | null;
  /** When the player bought a verification fast-track (those come first), else null. */
  fastTrackedAt: string | null;
  /** A rejected player who resubmitted is pending again; their last rejection reason is kept here. */
  previousRejectionReason: string | null;
  user: { profileImageUrl: string | null; fullName: string; firstName: string; lastName: string };
}

/** The queue pages by cursor: GET answers the spec's array and the next page's cursor in this header. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const PENDING_PAGE_SIZE = 50;
export const ADMIN_PAGE_SIZE = 50;
export const BULK_VERIFY_MAX = 100;

export class PendingVerificationsQuery {
  @IsOptional() @IsString({ message: 'cursor must be text' }) @MaxLength(200, { message: 'cursor is not valid' })
  cursor?: string;
  @Transform(trimmed)
  @IsOptional() @IsIn(PROVINCES as unknown as string[], { message: 'province must be a province of Fiji' })
  province?: string;
  @Transform(trimmed)
  @IsOptional() @IsString({ message: 'school must be text' }) @MaxLength(120, { message: 'school must be at most 120 characters' })
  school?: string;
}

export const REJECTION_REASONS = ['photo_unclear', 'school_not_confirmed', 'age_mismatch', 'duplicate_profile', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
/** The templates an admin picks and the player reads. */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  photo_unclear: 'Your photo is unclear',
  school_not_confirmed: 'Your school could not be confirmed',
  age_mismatch: 'Your age does not match your details',
  duplicate_profile: 'This looks like a duplicate profile',
  other: 'Other',
};

export class RejectPlayerDto {
  @IsIn(REJECTION_REASONS as unknown as string[], { message: `reason must be one of ${REJECTION_REASONS.join(', ')}` })
  reason!: RejectionReason;
  @Transform(trimmed)
  @ValidateIf((o: RejectPlayerDto) => o.reason === 'other' || o.text !== undefined)
  @IsString({ message: 'text must be text' })
  @IsNotEmpty({ message: 'text is required when the reason is other' })
  @MaxLength(500, { message: 'text must be at most 500 characters' })
  text?: string;
}

export class BulkVerifyDto {
  @IsArray({ message: 'playerIds must be a list of player ids' })
  @ArrayMinSize(1, { message: 'playerIds must name at least one player' })
  @ArrayMaxSize(BULK_VERIFY_MAX, { message: `playerIds may name at most ${BULK_VERIFY_MAX} players` })
  @IsUUID('all', { each: true, message: 'playerIds must be player ids' })
  playerIds!: string[];
}

/** POST /api/admin/verify-players: how many were verified; ids no longer pending are skipped. */
export interface BulkVerifyResult {
  verified: string[];
  skipped: string[];
}

// ---------------------------------------------------------------- accounts
export const ACCOUNT_VERIFICATION_ROLES: readonly UserRole[] = [...RECRUITING_ROLES, 'mentor'];
export const USER_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A suspension for child safety is lifted only with a second admin's approval (moderation). */
export const SUSPENSION_CATEGORIES = ['general', 'child_safety'] as const;
export type SuspensionCategory = (typeof SUSPENSION_CATEGORIES)[number];

export const ADMIN_MESSAGES = {
  suspendedLogin: 'Your account has been suspended. Contact support@fijirugbytalent.com if you think this is a mistake.',
  notPending: 'This player is not waiting for verification',
  alreadyVerified: 'This player is already verified',
  notVerifiable: 'Only recruiting accounts (recruiter, club, union, coach, agent) and mentors are verified here',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  cannotSuspendAdmin: 'An admin account cannot be suspended here',
  userNotFound: 'User not found',
} as const;

export class AdminReasonDto {
  @Transform(trimmed)
  @IsString({ message: 'reason is required' })
  @IsNotEmpty({ message: 'reason is required' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason!: string;
}

export class SuspendUserDto extends AdminReasonDto {
  @IsOptional()
  @IsIn(SUSPENSION_CATEGORIES as unknown as string[], { message: 'category must be general or child_safety' })
  category?: SuspensionCategory;
}

export class VerifyAccountDto {
  @Transform(trimmed)
  @IsOptional() @IsString({ message: 'reason must be text' }) @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason?: string;
}

export class AdminUsersQuery {
  @Transform(trimmed)
  @IsOptional() @IsString({ message: 'q must be text' }) @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;
  @IsOptional() @IsIn(USER_ROLES as unknown as string[], { message: `role must be one of ${USER_ROLES.join(', ')}` })
  role?: UserRole;
  @IsOptional() @IsIn(USER_STATUSES as unknown as string[], { message: 'status must be active, suspended or unverified' })
  status?: UserStatus;
  @IsOptional() @IsString({ message: 'cursor must be text' }) @MaxLength(200, { message: 'cursor is not valid' })
  cursor?: string;
}

export class AccountVerificationsQuery {
  @IsOptional() @IsString({ message: 'cursor must be text' }) @MaxLength(200, { message: 'cursor is not valid' })
  cursor?: string;
}

/** A row of /admin/users and of the account verification queue. */
export interface AdminUserSummary {
  id: string;
  email: string;
  fullName: string;
  role: UserRole;
  profileImageUrl: string | null;
  /** Recruiting roles: users.verified; mentors: their listing's flag; players: the profile's badge. */
  verified: boolean;
  /** Whether this role is verified at all (players in the player queue, others here). */
  verifiable: boolean;
  suspendedAt: string | null;
  suspensionReason: string | null;
  suspensionCategory: SuspensionCategory | null;
  isMinor: boolean;
  createdAt: string;
}

export interface AdminPage<T> {
  results: T[];
  nextCursor: string | null;
}

export interface AdminUserActivity {
  type: string;
  title: string;
  createdAt: string;
}

/** GET /api/admin/users/:id: the detail panel. */
export interface AdminUserDetail extends AdminUserSummary {
  phone: string | null;
  dob: string | null;
  guardianEmail: string | null;
  profile: { kind: 'player' | 'mentor'; id: string; verified: boolean; school?: string | null; province?: string | null; listed?: boolean } | null;
  plan: { planType: string; status: string; seats: number } | null;
  recentActivity: AdminUserActivity[];
  /** Reports about this user (moderation); absent when that module does not answer. */
  reports?: { open: number; total: number };
  /** Every badge the account holds (earned and granted); admins grant and revoke ADMIN_BADGE_TYPES. */
  badges: BadgeView[];
  audit: AdminAuditEntry[];
}

/** POST /api/admin/users/:id/badges: one of ADMIN_BADGE_TYPES (mentored_by is earned, never granted). */
export class AdminGrantBadgeDto {
  @IsIn(ADMIN_BADGE_TYPES as unknown as string[], { message: `badgeType must be one of ${ADMIN_BADGE_TYPES.join(', ')}` })
  badgeType!: string;
  @Transform(trimmed)
  @IsOptional() @IsString({ message: 'description must be text' }) @MaxLength(300, { message: 'description must be at most 300 characters' })
  description?: string;
}

// ---------------------------------------------------------------- audit log
/**
 * What the console and the owner-or-admin writes record. Moderation and the jobs page add their own
 * actions (snake_case text such as hide, dismiss, restore, appeal_uphold, lift_requested, retry_job), so
 * the log's action filter takes any text and only suggests these.
 */
export const AUDIT_ACTIONS = {
  verifyPlayer: 'verify_player',
  rejectPlayer: 'reject_player',
  verifyAccount: 'verify_account',
  suspend: 'suspend',
  unsuspend: 'unsuspend',
  readMinorContact: 'read_minor_contact',
  editPlayerProfile: 'edit_player_profile',
  addAchievement: 'add_achievement',
  editAchievement: 'edit_achievement',
  deleteAchievement: 'delete_achievement',
  deleteHighlight: 'delete_highlight',
  badgeGrant: 'badge_grant',
  badgeRevoke: 'badge_revoke',
} as const;

export interface AdminAuditEntry {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  reason: string | null;
  detail: Record<string, unknown> | null;
  createdAt: string;
}

export class AdminAuditQuery {
  @IsOptional() @IsUUID('all', { message: 'actor must be a user id' })
  actor?: string;
  @Transform(trimmed)
  @IsOptional() @IsString({ message: 'action must be text' }) @MaxLength(60, { message: 'action must be at most 60 characters' })
  action?: string;
  @Transform(trimmed)
  @IsOptional() @IsString({ message: 'target must be text' }) @MaxLength(100, { message: 'target must be at most 100 characters' })
  target?: string;
  @IsOptional() @IsString({ message: 'cursor must be text' }) @MaxLength(200, { message: 'cursor is not valid' })
  cursor?: string;
}
