/**
 * Mentoring "Progress together" (docs/mentoring.md): highlight feedback, AMA events, goals with
 * milestones, assessments, the resource library and badges. Shared by the API and mf-mentoring.
 */
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUrl, IsUUID, Max, MaxLength, Min, MinLength, ValidateNested,
} from 'class-validator';
import { IsAmount } from './field-rules';
import { MENTORING_BOOKING_RULES } from './mentoring-sessions';

export const FEEDBACK_RULES = {
  /** A mentor answers within this many hours, otherwise the add-on is refunded automatically. */
  answerHours: 72,
  maxComments: 50,
  maxTextLength: 4000,
  maxCommentLength: 500,
} as const;

export const AMA_RULES = {
  defaultDuration: 60, defaultCapacity: 20, maxCapacity: 500, maxTitle: 120,
  /** The default (MENTORING_FREE_CANCEL_HOURS sets it): a paid place given up at least this long before the start is refunded in full; later, not (as a session). */
  freeCancelHours: MENTORING_BOOKING_RULES.freeCancelHours,
} as const;

/**
 * Per-user caps of what mentoring users create (docs/mentoring.md "Caps"): beyond one, 409 LIMIT_REACHED
 * with the message below; each holds under simultaneous creates (a per-owner lock, then the count).
 */
export const MENTORING_CAPS = {
  /** Resources (links and files) one mentor keeps; the library lists this many. */
  resourcesPerMentor: 200,
  /** Total bytes of one mentor's resource files. */
  resourceBytesPerMentor: 1024 * 1024 * 1024,
  goalsPerRelationship: 50,
  milestonesPerGoal: 30,
  assessmentsPerRelationship: 300,
  /** AMA events of one mentor that have not ended yet. */
  upcomingAmaEventsPerMentor: 20,
} as const;

export const MENTORING_CAP_MESSAGES = {
  resources: `You can keep up to ${MENTORING_CAPS.resourcesPerMentor} resources. Delete one to add another.`,
  resourceBytes: `Your resource files can take up to ${MENTORING_CAPS.resourceBytesPerMentor / (1024 * 1024)}MB in all. Delete a file to add another.`,
  goals: `A mentoring relationship can have up to ${MENTORING_CAPS.goalsPerRelationship} goals.`,
  milestones: `A goal can have up to ${MENTORING_CAPS.milestonesPerGoal} milestones.`,
  assessments: `A mentoring relationship can have up to ${MENTORING_CAPS.assessmentsPerRelationship} assessments.`,
  amaEvents: `You can have up to ${MENTORING_CAPS.upcomingAmaEventsPerMentor} upcoming AMA events; you can schedule another once one has ended.`,
} as const;

/** awaiting_guardian (a minor's, until the guardian approves), awaiting_payment, pending (paid, the mentor's clock runs), completed, refunded (not answered in time), declined (by the guardian). */
export const FEEDBACK_STATUSES = ['awaiting_guardian', 'awaiting_payment', 'pending', 'completed', 'expired', 'refunded', 'declined'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export interface TimecodedComment {
  /** Seconds from the start of the clip. */
  second: number;
  comment: string;
}

export interface CreateFeedbackRequestBody {
  highlightId: string;
  mentorId: string;
}

export interface AnswerFeedbackBody {
  feedbackText: string;
  rating: number;
  comments: TimecodedComment[];
}

export interface FeedbackRequestView {
  id: string;
  status: FeedbackStatus;
  highlightId: string;
  highlightTitle: string | null;
  /** The highlight's playable file (the player module's media route). */
  mediaUrl: string;
  posterUrl: string;
  playerName: string;
  mentorId: string | null;
  mentorName: string | null;
  feedbackText: string | null;
  rating: number | null;
  comments: TimecodedComment[];
  /** When the mentor's answer is due (ISO, UTC); null until paid. */
  dueAt: string | null;
  completedAt: string | null;
  refundedAt: string | null;
  createdAt: string;
  /** Set when the caller must pay next (the billing add-on checkout body). */
  checkout: { addon: 'highlight_feedback'; highlightId: string } | null;
}

export const AMA_STATES = ['awaiting_guardian', 'awaiting_payment', 'confirmed', 'declined', 'cancelled'] as const;
export type AmaRegistrationState = (typeof AMA_STATES)[number];

export interface CreateAmaEventBody {
  title: string;
  description?: string;
  scheduledAt: string;
  duration?: number;
  price?: number;
  capacity?: number;
  isPublic?: boolean;
  meetingUrl?: string;
}

export interface AmaEventView {
  id: string;
  mentorId: string;
  mentorName: string;
  title: string;
  description: string | null;
  scheduledAt: string;
  duration: number;
  price: number;
  currency: string;
  capacity: number;
  registeredCount: number;
  placesLeft: number;
  isPublic: boolean;
  status: string;
  /** The caller's registration state, if any. */
  myRegistration: AmaRegistrationState | null;
  /** Only for the host and confirmed registrants. */
  joinUrl: string | null;
  isHost: boolean;
  /** Where the caller pays a place held for payment ("Pay now"); null otherwise, and when a guardian pays. */
  checkoutUrl: string | null;
  /** The caller's place waits for their guardian's payment (a minor's, after the guardian approved). */
  guardianPays: boolean;
  /** A paid place given up at least this many hours before the start is refunded (the server's MENTORING_FREE_CANCEL_HOURS). */
  freeCancelHours: number;
}

export interface AmaRegistrationView {
  id: string;
  eventId: string;
  state: AmaRegistrationState;
  joinUrl: string | null;
  guardianApprovalRequired: boolean;
  /** Where the registrant pays a priced AMA (billing's checkout); null otherwise. */
  checkoutUrl: string | null;
}

export const GOAL_PRIORITIES = ['low', 'medium', 'high'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];

export interface MilestoneView {
  id: string;
  goalId: string;
  title: string;
  dueDate: string | null;
  isCompleted: boolean;
  completedAt: string | null;
}

export interface GoalView {
  id: string;
  relationshipId: string;
  title: string;
  description: string | null;
  category: string | null;
  targetDate: string | null;
  priority: GoalPriority;
  status: string;
  /** Completed milestones / all milestones, rounded (0 with none). */
  progressPercentage: number;
  milestones: MilestoneView[];
}

export interface AssessmentView {
  id: string;
  relationshipId: string;
  sessionId: string | null;
  skillArea: string;
  scoreOutOf10: number;
  strengths: string[];
  improvementAreas: string[];
  nextSteps: string | null;
  createdAt: string;
}

export interface RelationshipSummary {
  id: string;
  mentorName: string;
  menteeName: string;
  /** 'mentor' or 'mentee': the caller's side. */
  side: 'mentor' | 'mentee';
}

export interface ResourceView {
  id: string;
  title: string;
  description: string | null;
  resourceType: 'file' | 'link';
  externalUrl: string | null;
  fileName: string | null;
  downloadCount: number;
  sharedWith: string[];
  isOwner: boolean;
  createdAt: string;
}

export const BADGE_TYPES = ['verified_player', 'mentored_by', 'bootcamp_complete', 'top_performer', 'community_leader'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
/** What admins grant by hand; `mentored_by` is earned (docs/mentoring.md). */
export const ADMIN_BADGE_TYPES = ['verified_player', 'bootcamp_complete', 'top_performer', 'community_leader'] as const satisfies readonly BadgeType[];
/** The description of the badge a verification gives (the console's verify and the demo seed). */
export const VERIFIED_BADGE_DESCRIPTION = 'Profile details checked by a coach or the platform team.';

export interface BadgeView {
  badgeType: string;
  title: string;
  description: string | null;
  color: string;
  earnedAt: string;
}

/** Sessions completed with one mentor before the mentee earns `mentored_by`. */
export const MENTORED_BY_SESSIONS = 3;

/** Percent of milestones done (0 with none), as goals show it. */
export function progressOf(milestones: ReadonlyArray<{ isCompleted: boolean }>): number {
  if (milestones.length === 0) return 0;
  return Math.round((milestones.filter((m) => m.isCompleted).length / milestones.length) * 100);
}

/** "1:05" for 65 seconds: how a comment's place on the clip is shown. */
export function formatClipSecond(second: number): string {
  const s = Math.max(0, Math.floor(second));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// ---- request bodies (validated by the server; a bad field answers 400 naming it) ----

export class CreateFeedbackRequestDto {
  @IsUUID('all', { message: 'highlightId must be one of your highlights' })
  highlightId!: string;

  @IsUUID('all', { message: 'mentorId must be a mentor' })
  mentorId!: string;
}

export class TimecodedCommentDto {
  @IsInt({ message: 'comments.second must be a whole number of seconds' })
  @Min(0, { message: 'comments.second must be 0 or more' })
  @Max(36_000, { message: 'comments.second is past the end of any clip' })
  second!: number;

  @IsString({ message: 'comments.comment is required' })
  @MinLength(1, { message: 'comments.comment is required' })
  @MaxLength(FEEDBACK_RULES.maxCommentLength, { message: `comments.comment is at most ${FEEDBACK_RULES.maxCommentLength} characters` })
  comment!: string;
}

export class AnswerFeedbackDto {
  @IsString({ message: 'feedbackText is required' })
  @MinLength(1, { message: 'feedbackText is required' })
  @MaxLength(FEEDBACK_RULES.maxTextLength, { message: `feedbackText is at most ${FEEDBACK_RULES.maxTextLength} characters` })
  feedbackText!: string;

  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'rating must be a whole number from 1 to 5' })
  rating!: number;

  @IsArray({ message: 'comments must be a list of {second, comment}' })
  @ArrayMaxSize(FEEDBACK_RULES.maxComments, { message: `comments holds at most ${FEEDBACK_RULES.maxComments} entries` })
  @ValidateNested({ each: true })
  // Instances for the nested rules, without @Type() (it needs reflect-metadata, which browsers lack).
  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? Object.assign(new TimecodedCommentDto(), v) : v)) : value))
  comments!: TimecodedCommentDto[];
}

export class CreateAmaEventDto {
  @IsString({ message: 'title is required' })
  @MinLength(1, { message: 'title is required' })
  @MaxLength(AMA_RULES.maxTitle, { message: `title is at most ${AMA_RULES.maxTitle} characters` })
  title!: string;

  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(4000, { message: 'description is at most 4000 characters' })
  description?: string;

  @IsISO8601({ strict: true }, { message: 'scheduledAt must be an ISO date and time' })
  scheduledAt!: string;

  @IsOptional()
  @IsInt({ message: 'duration must be whole minutes' })
  @Min(15, { message: 'duration must be 15 to 240 minutes' })
  @Max(240, { message: 'duration must be 15 to 240 minutes' })
  duration?: number;

  @IsOptional()
  @IsAmount({ message: 'price must be an amount (0 for free)' })
  @Min(0, { message: 'price must be 0 (free) or more' })
  @Max(1000, { message: 'price is at most 1000' })
  price?: number;

  @IsOptional()
  @IsInt({ message: 'capacity must be a whole number' })
  @Min(1, { message: `capacity must be 1 to ${AMA_RULES.maxCapacity}` })
  @Max(AMA_RULES.maxCapacity, { message: `capacity must be 1 to ${AMA_RULES.maxCapacity}` })
  capacity?: number;

  @IsOptional()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;

  @IsOptional()
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'meetingUrl must be an https link' })
  meetingUrl?: string;
}

export class CreateGoalDto {
  @IsUUID('all', { message: 'relationshipId must be one of your mentoring relationships' })
  relationshipId!: string;

  @IsString({ message: 'title is required' })
  @MinLength(1, { message: 'title is required' })
  @MaxLength(200, { message: 'title is at most 200 characters' })
  title!: string;

  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(2000, { message: 'description is at most 2000 characters' })
  description?: string;

  @IsOptional()
  @IsString({ message: 'category must be text' })
  @MaxLength(80, { message: 'category is at most 80 characters' })
  category?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'targetDate must be a date (YYYY-MM-DD)' })
  targetDate?: string;

  @IsOptional()
  @IsIn(GOAL_PRIORITIES as unknown as string[], { message: 'priority must be low, medium or high' })
  priority?: GoalPriority;
}

export class CreateMilestoneDto {
  @IsString({ message: 'title is required' })
  @MinLength(1, { message: 'title is required' })
  @MaxLength(200, { message: 'title is at most 200 characters' })
  title!: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'dueDate must be a date (YYYY-MM-DD)' })
  dueDate?: string;
}

export class UpdateMilestoneDto {
  @IsBoolean({ message: 'isCompleted must be true or false' })
  isCompleted!: boolean;
}

export class CreateAssessmentDto {
  @IsUUID('all', { message: 'relationshipId must be one of your mentoring relationships' })
  relationshipId!: string;

  @IsOptional()
  @IsUUID('all', { message: 'sessionId must be a session of this relationship' })
  sessionId?: string;

  @IsString({ message: 'skillArea is required' })
  @MinLength(1, { message: 'skillArea is required' })
  @MaxLength(80, { message: 'skillArea is at most 80 characters' })
  skillArea!: string;

  @IsInt({ message: 'scoreOutOf10 must be a whole number from 0 to 10' })
  @Min(0, { message: 'scoreOutOf10 must be a whole number from 0 to 10' })
  @Max(10, { message: 'scoreOutOf10 must be a whole number from 0 to 10' })
  scoreOutOf10!: number;

  @IsArray({ message: 'strengths must be a list' })
  @ArrayMaxSize(10, { message: 'strengths holds at most 10 entries' })
  @IsString({ each: true, message: 'strengths must be a list of text' })
  @MaxLength(200, { each: true, message: 'each strength is at most 200 characters' })
  strengths!: string[];

  @IsArray({ message: 'improvementAreas must be a list' })
  @ArrayMaxSize(10, { message: 'improvementAreas holds at most 10 entries' })
  @IsString({ each: true, message: 'improvementAreas must be a list of text' })
  @MaxLength(200, { each: true, message: 'each improvement area is at most 200 characters' })
  improvementAreas!: string[];

  @IsOptional()
  @IsString({ message: 'nextSteps must be text' })
  @MaxLength(2000, { message: 'nextSteps is at most 2000 characters' })
  nextSteps?: string;
}

export class CreateLinkResourceDto {
  @IsString({ message: 'title is required' })
  @MinLength(1, { message: 'title is required' })
  @MaxLength(200, { message: 'title is at most 200 characters' })
  title!: string;

  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(2000, { message: 'description is at most 2000 characters' })
  description?: string;

  @IsUrl({ protocols: ['https', 'http'], require_protocol: true }, { message: 'externalUrl must be a web link' })
  externalUrl!: string;
}

/** The query of POST /api/mentoring/resources/file (the body is the file itself). */
export class ResourceFileQuery {
  @IsString({ message: 'title is required' })
  @MinLength(1, { message: 'title is required' })
  @MaxLength(200, { message: 'title is at most 200 characters' })
  title!: string;

  @IsOptional()
  @IsString({ message: 'fileName must be text' })
  @MaxLength(255, { message: 'fileName is at most 255 characters' })
  fileName?: string;
}

export class ShareResourceDto {
  @IsArray({ message: 'relationshipIds must be a list' })
  @ArrayMaxSize(200, { message: 'relationshipIds holds at most 200 entries' })
  @IsUUID('all', { each: true, message: 'relationshipIds must be your mentees\' relationships' })
  relationshipIds!: string[];
}

export class GrantBadgeDto {
  @IsUUID('all', { message: 'userId must be an account' })
  userId!: string;

  @IsIn(ADMIN_BADGE_TYPES as unknown as string[], { message: 'badgeType must be a badge admins grant' })
  badgeType!: string;
}
