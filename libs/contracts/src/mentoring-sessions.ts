/**
 * Mentoring bookings and sessions (docs/mentoring.md "Bookings and sessions"): the rules, the request
 * bodies the server validates and the views both sides read.
 */
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

export const MENTORING_SESSION_TYPES = ['individual', 'video_review'] as const;
export type MentoringSessionType = (typeof MENTORING_SESSION_TYPES)[number];

export const MENTORING_SESSION_TYPE_LABELS: Record<MentoringSessionType, string> = {
  individual: 'Individual session',
  video_review: 'Video review',
};

export const MENTORING_SESSION_STATUSES = ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'] as const;
export type MentoringSessionStatus = (typeof MENTORING_SESSION_STATUSES)[number];

/** The booking rules, one place (server and screens read these). */
export const MENTORING_BOOKING_RULES = {
  /** A slot is held this long while its checkout is open; an unpaid hold then expires and frees it. */
  holdMinutes: 10,
  /**
   * The default of MENTORING_FREE_CANCEL_HOURS: a mentee cancelling at least this long before the start is
   * refunded in full; later, not. The server's setting is what applies (views carry `freeCancelUntil`).
   */
  freeCancelHours: 24,
  /** The default of MENTORING_AUTO_CONFIRM: a paid session is confirmed at once (false: the mentor accepts it). */
  autoConfirmWhenPaid: false,
  /** Reminders before the start, as notifications and mail. */
  reminderHours: [24, 1] as readonly number[],
  /** How long a guardian has to approve a minor's booking (never past the session's start). */
  guardianApprovalHours: 48,
  durationsMinutes: [30, 45, 60, 90] as readonly number[],
  noteMax: 1000,
  reasonMax: 500,
  notesMax: 5000,
} as const;

export type GuardianApprovalStatus = 'pending' | 'approved' | 'declined' | 'expired';

export interface BookingResponse {
  sessionId: string;
  status: MentoringSessionStatus;
  /** Where the mentee pays (absent for a minor: the guardian pays after approving, or a free session). */
  checkoutUrl?: string;
  guardianApprovalRequired?: boolean;
}

export type SessionPaymentState = 'unpaid' | 'held' | 'released' | 'refunded' | 'free';

export interface MentoringSessionView {
  id: string;
  /** The mentor-mentee relationship it belongs to (goals and assessments of the pair). */
  relationshipId: string | null;
  mentorId: string;
  mentorName: string;
  menteeUserId: string;
  menteeName: string;
  /** The caller's side of this session. */
  role: 'mentor' | 'mentee' | 'admin';
  sessionType: MentoringSessionType;
  title: string;
  note: string | null;
  /** UTC instants. */
  start: string;
  end: string;
  durationMinutes: number;
  /** The mentor's IANA zone, for "6:00 pm Fiji time". */
  mentorTimeZone: string;
  status: MentoringSessionStatus;
  /** Set while an unpaid slot is held for checkout or for the guardian. */
  holdExpiresAt: string | null;
  paid: boolean;
  priceCents: number;
  currency: string;
  guardianApproval: GuardianApprovalStatus | null;
  meetingUrl: string | null;
  cancelReason: string | null;
  cancelledBy: 'mentor' | 'mentee' | 'guardian' | 'system' | null;
  sessionNotes: string | null;
  menteeReflection: string | null;
  reviewed: boolean;
  /** What the caller may do now (the screen shows these buttons). */
  actions: Array<'confirm' | 'cancel' | 'complete' | 'no_show' | 'reschedule' | 'meeting_link' | 'notes' | 'reflection' | 'review' | 'pay'>;
  /** Where the mentee pays a held, unpaid session. */
  checkoutUrl: string | null;
  /**
   * A mentee's cancel before this instant is refunded in full: the free-cancel hours before the start, or
   * before the start it was due at when the mentee moved it from inside that window.
   */
  freeCancelUntil: string;
}

export interface MentoringSessionList {
  results: MentoringSessionView[];
}

export interface EarningsRow {
  /** The session's id, or the AMA registration's. */
  id: string;
  kind: 'session' | 'ama';
  /** The session's title, or the AMA's. */
  title: string;
  start: string;
  /** The mentee, or the AMA's registrant. */
  menteeName: string;
  currency: string;
  grossCents: number;
  feeCents: number;
  netCents: number;
  refundedCents: number;
  paymentStatus: 'held' | 'released' | 'refunded';
}

export interface EarningsView {
  rows: EarningsRow[];
  totals: Array<{ currency: string; grossCents: number; feeCents: number; netCents: number; releasedCents: number; heldCents: number; refundedCents: number }>;
}

export interface GuardianApprovalView {
  kind: string;
  status: GuardianApprovalStatus;
  playerFirstName: string;
  /** What the guardian is asked to approve, in words. */
  summary: string;
  expiresAt: string;
  /** After approving: where the guardian pays (when there is something to pay). */
  checkoutUrl?: string | null;
}

// ---- request bodies (validated by the server with these classes) ----

export class BookSessionDto {
  @IsUUID('all', { message: 'mentorId must be a mentor id' })
  mentorId!: string;
  @IsISO8601({ strict: true }, { message: 'start must be an ISO date-time' })
  start!: string;
  @IsInt({ message: 'durationMinutes must be one of 30, 45, 60, 90' })
  @IsIn(MENTORING_BOOKING_RULES.durationsMinutes as unknown as number[], { message: 'durationMinutes must be one of 30, 45, 60, 90' })
  durationMinutes!: number;
  @IsIn(MENTORING_SESSION_TYPES as unknown as string[], { message: 'sessionType must be individual or video_review' })
  sessionType!: MentoringSessionType;
  @IsOptional() @IsString({ message: 'note must be text' }) @MaxLength(MENTORING_BOOKING_RULES.noteMax, { message: `note must be at most ${MENTORING_BOOKING_RULES.noteMax} characters` })
  note?: string;
}

export class CancelSessionDto {
  @IsString({ message: 'reason is required' })
  @MinLength(1, { message: 'reason is required' })
  @MaxLength(MENTORING_BOOKING_RULES.reasonMax, { message: `reason must be at most ${MENTORING_BOOKING_RULES.reasonMax} characters` })
  reason!: string;
}

export class RescheduleSessionDto {
  @IsISO8601({ strict: true }, { message: 'start must be an ISO date-time' })
  start!: string;
}

const MEETING_URL = /^https:\/\/[^\s]{3,500}$/;

export class ConfirmSessionDto {
  @IsOptional() @Matches(MEETING_URL, { message: 'meetingUrl must be an https link' })
  meetingUrl?: string;
}

export class MeetingLinkDto {
  @IsOptional() @Matches(MEETING_URL, { message: 'meetingUrl must be an https link' })
  meetingUrl?: string;
  /** true: the platform generates a video-call link. */
  @IsOptional() @IsBoolean({ message: 'generate must be true or false' })
  generate?: boolean;
}

export class SessionNotesDto {
  @IsString({ message: 'text must be text' }) @MaxLength(MENTORING_BOOKING_RULES.notesMax, { message: `text must be at most ${MENTORING_BOOKING_RULES.notesMax} characters` })
  text!: string;
}

export class SessionReviewDto {
  @IsInt({ message: 'rating must be a whole number from 1 to 5' }) @Min(1, { message: 'rating must be a whole number from 1 to 5' }) @Max(5, { message: 'rating must be a whole number from 1 to 5' })
  rating!: number;
  @IsString({ message: 'title is required' }) @MinLength(1, { message: 'title is required' }) @MaxLength(120, { message: 'title must be at most 120 characters' })
  title!: string;
  @IsString({ message: 'comment is required' }) @MinLength(1, { message: 'comment is required' }) @MaxLength(2000, { message: 'comment must be at most 2000 characters' })
  comment!: string;
  @IsBoolean({ message: 'wouldRecommend must be true or false' })
  wouldRecommend!: boolean;
}

export const SESSION_LIST_ROLES = ['mentor', 'mentee'] as const;
export const SESSION_LIST_WHEN = ['upcoming', 'past'] as const;

/** A mentee's cancel at `now` of a session starting at `start` is refunded in full (`hours`: the server's MENTORING_FREE_CANCEL_HOURS). */
export const menteeCancelRefunded = (start: Date, now: Date, hours: number = MENTORING_BOOKING_RULES.freeCancelHours): boolean =>
  start.getTime() - now.getTime() >= hours * 3_600_000;

/** "6:00 pm Fiji Standard Time": a time with its zone named (the viewer's zone unless given). */
export function formatWithZone(iso: string, timeZone?: string, locale = 'en-GB'): string {
  const d = new Date(iso);
  const opts: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'long' };
  return new Intl.DateTimeFormat(locale, timeZone ? { ...opts, timeZone } : opts).format(d);
}
