/**
 * Platform Analytics (/admin/analytics, GET /api/admin/analytics) and the funnel events the server
 * records for it (docs/admin.md "Analytics").
 */
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

/** Key steps recorded in funnel_events (the once-per-account steps are recorded at most once each). */
export const FUNNEL_EVENT_TYPES = [
  'signup',
  'signin',
  'profile_completed',
  'highlight_uploaded',
  'first_highlight',
  'search',
  'contact_request_sent',
  'first_contact_request_sent',
  'contact_request_approved',
  'checkout_started',
  'paid',
] as const;
export type FunnelEventType = (typeof FUNNEL_EVENT_TYPES)[number];

/** Steps an account reaches once: a second report of the same step is ignored. */
export const ONCE_PER_ACCOUNT_EVENTS: readonly FunnelEventType[] = ['signup', 'profile_completed', 'first_highlight', 'first_contact_request_sent'];

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const ANALYTICS_METRICS = [
  'signups',
  'weekly_active_users',
  'profiles_completed',
  'highlights_uploaded',
  'searches',
  'contact_requests',
  'checkouts',
  'revenue',
  'verification_queue_age',
  'child_safety_within_24h',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** Chart titles and what each series counts. */
export const ANALYTICS_METRIC_LABELS: Record<AnalyticsMetric, { title: string; unit: string }> = {
  signups: { title: 'Sign-ups per day by role', unit: 'accounts' },
  weekly_active_users: { title: 'Weekly active users', unit: 'users active in the 7 days to each day' },
  profiles_completed: { title: 'Profiles completed', unit: 'profiles' },
  highlights_uploaded: { title: 'Highlights uploaded', unit: 'highlights' },
  searches: { title: 'Searches', unit: 'searches' },
  contact_requests: { title: 'Contact requests sent and approved', unit: 'requests' },
  checkouts: { title: 'Checkouts started and paid', unit: 'checkouts' },
  revenue: { title: 'Revenue', unit: 'USD (charges less refunds)' },
  verification_queue_age: { title: 'Verification queue age', unit: 'days the oldest pending player has waited' },
  child_safety_within_24h: { title: 'Child-safety cases actioned within 24 hours', unit: 'percent of the cases opened that day' },
};

/** One day (UTC, YYYY-MM-DD) and a value per series, e.g. `{date, player: 3, recruiter: 1}`. */
export interface AnalyticsPoint {
  date: string;
  values: Record<string, number>;
}

/** GET /api/admin/analytics?metric&days. Days are UTC calendar days, oldest first, every day present. */
export interface AnalyticsSeries {
  metric: AnalyticsMetric;
  days: AnalyticsRange;
  /** The series names, in drawing order (e.g. roles for sign-ups; ['sent', 'approved'] for contact requests). */
  series: string[];
  points: AnalyticsPoint[];
}

/** GET /api/admin/analytics query: metric, days (7, 30 or 90; default 30), format (json, or csv for the download). */
export class AnalyticsQueryDto {
  @IsIn(ANALYTICS_METRICS, { message: `metric must be one of: ${ANALYTICS_METRICS.join(', ')}` })
  metric!: AnalyticsMetric;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsIn(ANALYTICS_RANGES, { message: 'days must be 7, 30 or 90' })
  days?: AnalyticsRange;

  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be json or csv' })
  format?: 'json' | 'csv';
}
