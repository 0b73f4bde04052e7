/**
 * Moderation, the safeguarding desk (docs/admin.md, "Moderation"): what a signed-in user may report, the
 * reasons, the admin queue's shapes and actions, appeals and the second-admin approval for lifting a
 * child-safety suspension. Shared by the server, the Report dialog and mf-admin's moderation screen.
 */
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, ArrayMaxSize, ArrayMinSize, MaxLength } from 'class-validator';
import { trim } from './field-rules';

export const REPORT_TARGET_TYPES = ['player', 'highlight', 'mentor', 'contact_request'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['inappropriate_content', 'impersonation', 'harassment', 'child_safety', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  inappropriate_content: 'Inappropriate content',
  impersonation: 'Impersonation',
  harassment: 'Harassment',
  child_safety: 'Child safety',
  spam: 'Spam',
  other: 'Other',
};

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  player: 'Player profile',
  highlight: 'Highlight',
  mentor: 'Mentor profile',
  contact_request: 'Contact request',
};

export const REPORT_TEXT_MAX = 2000;
export const MODERATION_REASON_MAX = 1000;
/** Each case shows its age against this first-action target. */
export const MODERATION_FIRST_ACTION_HOURS = 24;
/** The owner may appeal a hide or suspension once, within this many days of the decision. */
export const APPEAL_WINDOW_DAYS = 20;
export const MODERATION_BULK_MAX = 50;

/** open: waiting for an admin; appealed: the owner appealed, back in the queue; closed: decided. */
export const CASE_STATUSES = ['open', 'appealed', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_OUTCOMES = ['dismissed', 'hidden', 'suspended', 'upheld', 'restored'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];
export const CASE_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];
export const APPEAL_DECISIONS = ['uphold', 'restore'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

export const MODERATION_MESSAGES = {
  reportSent: 'Thank you. Our safeguarding team will review your report.',
  reportFailed: 'Failed to send report.',
  textRequired: 'Please describe the problem',
  textTooLong: `Text must be less than ${REPORT_TEXT_MAX} characters`,
  reasonRequired: 'Please give a reason',
  notFound: 'Report case not found',
  notOpen: 'This case is already closed.',
  notAppealable: 'This decision cannot be appealed.',
  appealUsed: 'You have already appealed this decision.',
  appealExpired: `Appeals are accepted within ${APPEAL_WINDOW_DAYS} days of the decision.`,
  notAppealed: 'This case has no open appeal.',
  ownApproval: 'Another admin must approve lifting this suspension.',
  liftNotFound: 'Lift request not found',
  selfReport: 'You cannot report your own content.',
} as const;

export class CreateReportDto {
  @IsIn(REPORT_TARGET_TYPES, { message: `targetType must be one of: ${REPORT_TARGET_TYPES.join(', ')}` })
  targetType!: ReportTargetType;

  @IsUUID('all', { message: 'targetId must be a UUID' })
  targetId!: string;

  @IsIn(REPORT_REASONS, { message: `reason must be one of: ${REPORT_REASONS.join(', ')}` })
  reason!: ReportReason;

  @Transform(trim)
  @IsString({ message: 'text must be a string' })
  @IsNotEmpty({ message: MODERATION_MESSAGES.textRequired })
  @MaxLength(REPORT_TEXT_MAX, { message: MODERATION_MESSAGES.textTooLong })
  text!: string;
}

/** dismiss / hide / suspend / appeal decisions / lift requests: the admin's reason, told to the people concerned. */
export class ModerationReasonDto {
  @Transform(trim)
  @IsString({ message: 'reason must be a string' })
  @IsNotEmpty({ message: MODERATION_MESSAGES.reasonRequired })
  @MaxLength(MODERATION_REASON_MAX, { message: `reason must be at most ${MODERATION_REASON_MAX} characters` })
  reason!: string;
}

export class BulkModerationDto extends ModerationReasonDto {
  @IsIn(CASE_ACTIONS, { message: `action must be one of: ${CASE_ACTIONS.join(', ')}` })
  action!: CaseAction;

  @IsArray({ message: 'caseIds must be an array' })
  @ArrayMinSize(1, { message: 'caseIds must name at least one case' })
  @ArrayMaxSize(MODERATION_BULK_MAX, { message: `caseIds must name at most ${MODERATION_BULK_MAX} cases` })
  @IsUUID('all', { each: true, message: 'caseIds must be UUIDs' })
  caseIds!: string[];

  /** true: answer what would happen without doing it (the preview). */
  @IsOptional()
  @IsIn([true, false], { message: 'preview must be true or false' })
  preview?: boolean;
}

export class AppealDecisionDto extends ModerationReasonDto {
  @IsIn(APPEAL_DECISIONS, { message: `decision must be one of: ${APPEAL_DECISIONS.join(', ')}` })
  decision!: AppealDecision;
}

export class AppealDto {
  @Transform(trim)
  @IsString({ message: 'text must be a string' })
  @IsNotEmpty({ message: MODERATION_MESSAGES.textRequired })
  @MaxLength(REPORT_TEXT_MAX, { message: MODERATION_MESSAGES.textTooLong })
  text!: string;
}

export interface CreateReportResponse {
  caseId: string;
}

export interface ModerationReportItem {
  reporterId: string;
  reporterName: string;
  reporterIsMinor: boolean;
  reason: ReportReason;
  text: string;
  createdAt: string;
}

export interface ModerationCase {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  /** A short name of the content (player's name, highlight title, mentor's name, request excerpt). */
  targetLabel: string;
  ownerUserId: string;
  ownerName: string;
  status: CaseStatus;
  outcome: CaseOutcome | null;
  childSafety: boolean;
  /** The content's owner or one of the reporters is under 18. */
  involvesMinor: boolean;
  reporterCount: number;
  reasons: ReportReason[];
  openedAt: string;
  /** Hours since opening; over MODERATION_FIRST_ACTION_HOURS with no first action = overdue. */
  ageHours: number;
  firstActionAt: string | null;
  overdue: boolean;
  decisionReason: string | null;
  decidedAt: string | null;
  appeal: { text: string; createdAt: string } | null;
  reports: ModerationReportItem[];
}

export interface ModerationQueuePage {
  results: ModerationCase[];
  nextCursor: string | null;
}

export interface BulkModerationPreview {
  action: CaseAction;
  cases: Array<{ id: string; targetType: ReportTargetType; targetLabel: string; ownerName: string; childSafety: boolean; willApply: boolean; note?: string }>;
}

export interface BulkModerationResult {
  done: string[];
  skipped: Array<{ id: string; note: string }>;
}

/** What the owner sees on the appeal screen (reached from the notification). */
export interface OwnerCaseView {
  id: string;
  targetType: ReportTargetType;
  targetLabel: string;
  outcome: CaseOutcome | null;
  decisionReason: string | null;
  decidedAt: string | null;
  canAppeal: boolean;
  appealDeadline: string | null;
  appeal: { text: string; createdAt: string; decision: AppealDecision | null } | null;
}

export interface SuspensionLiftRequest {
  id: string;
  userId: string;
  userName: string;
  requestedBy: string;
  requestedByName: string;
  reason: string;
  createdAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
}

export class LiftSuspensionDto extends ModerationReasonDto {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId!: string;
}
