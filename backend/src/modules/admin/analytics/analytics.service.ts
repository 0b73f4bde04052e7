import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { USER_ROLES, type AnalyticsMetric, type AnalyticsRange, type AnalyticsSeries, type FunnelEventType } from '@fiji/contracts';
import { DataSource } from 'typeorm';

type Row = { day: string; series: string; value: number | string };

/** Counting of one event type per day, split by a field of its data or not. */
const COUNTS: Partial<Record<AnalyticsMetric, { events: Partial<Record<FunnelEventType, string>>; byRole?: true }>> = {
  signups: { events: { signup: 'signup' }, byRole: true },
  profiles_completed: { events: { profile_completed: 'profiles' } },
  highlights_uploaded: { events: { highlight_uploaded: 'highlights' } },
  searches: { events: { search: 'searches' } },
  contact_requests: { events: { contact_request_sent: 'sent', contact_request_approved: 'approved' } },
};

/**
 * Platform Analytics (docs/admin.md "Analytics"): one time series per metric over the last 7, 30 or
 * 90 UTC days, every day present (zeros included). Activity comes from funnel_events (this module's);
 * checkouts and revenue from billing's read model billing_daily_totals; the verification queue from
 * the player module's read model player_verification_history, the child-safety share from moderation's
 * moderation_case_timings.
 */
@Injectable()
export class AnalyticsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async series(metric: AnalyticsMetric, days: AnalyticsRange, now = new Date()): Promise<AnalyticsSeries> {
    const today = now.toISOString().slice(0, 10);
    const { names, rows } = await this.rows(metric, days, today);
    const dates = Array.from({ length: days }, (_, i) => new Date(Date.parse(today) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
    const byDay = new Map(dates.map((d) => [d, Object.fromEntries(names.map((n) => [n, 0])) as Record<string, number>]));
    for (const r of rows) {
      const point = byDay.get(String(r.day).slice(0, 10));
      if (point && r.series in point) point[r.series] = Number(r.value);
    }
    return { metric, days, series: names, points: dates.map((date) => ({ date, values: byDay.get(date)! })) };
  }

  /** The series as CSV: a header `date,<series...>`, one line per day. */
  toCsv(s: AnalyticsSeries): string {
    const lines = [['date', ...s.series].join(','), ...s.points.map((p) => [p.date, ...s.series.map((n) => String(p.values[n] ?? 0))].join(','))];
    return lines.join('\n') + '\n';
  }

  private async rows(metric: AnalyticsMetric, days: number, today: string): Promise<{ names: string[]; rows: Row[] }> {
    // Days are [from, today] in UTC; $1 = today, $2 = days.
    const range = [today, days];
    const count = COUNTS[metric];
    if (count) {
      const types = Object.keys(count.events);
      const names = count.byRole ? [...USER_ROLES] : Object.values(count.events) as string[];
      const label = count.byRole ? `event_data->>'role'` : `CASE event_type ${types.map((t) => `WHEN '${t}' THEN '${count.events[t as FunnelEventType]}'`).join(' ')} END`;
      const rows = (await this.db.query(
        `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, ${label} AS series, count(*)::int AS value
           FROM funnel_events
          WHERE event_type = ANY($3) AND created_at >= ($1::date - ($2::int - 1)) AT TIME ZONE 'UTC'
          GROUP BY 1, 2`,
        [...range, types],
      )) as Row[];
      return { names, rows };
    }
    switch (metric) {
      case 'weekly_active_users':
        // Accounts with any recorded step (a sign-in, a search, an upload...) in the 7 days up to each day.
        return {
          names: ['active'],
          rows: await this.db.query(
            `SELECT d::date::text AS day, 'active' AS series,
                    (SELECT count(DISTINCT user_id)::int FROM funnel_events f
                      WHERE f.user_id IS NOT NULL
                        AND f.created_at >= (d::date - 6) AT TIME ZONE 'UTC' AND f.created_at < (d::date + 1) AT TIME ZONE 'UTC') AS value
               FROM generate_series($1::date - ($2::int - 1), $1::date, interval '1 day') d`,
            range,
          ),
        };
      case 'checkouts':
      case 'revenue': {
        const rows = (await this.db.query(
          `SELECT day::text AS day, checkouts_started, checkouts_paid, revenue_cents FROM billing_daily_totals
            WHERE day BETWEEN $1::date - ($2::int - 1) AND $1::date`,
          range,
        )) as { day: string; checkouts_started: number; checkouts_paid: number; revenue_cents: string }[];
        if (metric === 'revenue') return { names: ['usd'], rows: rows.map((r) => ({ day: r.day, series: 'usd', value: Number(r.revenue_cents) / 100 })) };
        return {
          names: ['started', 'paid'],
          rows: rows.flatMap((r) => [
            { day: r.day, series: 'started', value: r.checkouts_started },
            { day: r.day, series: 'paid', value: r.checkouts_paid },
          ]),
        };
      }
      case 'verification_queue_age': {
        // At the end of each day: how many profiles waited, and how many days the oldest had waited.
        const rows = (await this.db.query(
          `SELECT d::date::text AS day, count(v.player_id)::int AS pending,
                  COALESCE(floor(max(extract(epoch FROM (d + interval '1 day') - v.submitted_at)) / 86400), 0)::int AS oldest
             FROM generate_series($1::date - ($2::int - 1), $1::date, interval '1 day') d
             LEFT JOIN player_verification_history v
               ON v.submitted_at < (d::date + 1) AT TIME ZONE 'UTC'
              AND (v.verified_at IS NULL OR v.verified_at >= (d::date + 1) AT TIME ZONE 'UTC')
              AND (v.rejected_at IS NULL OR v.rejected_at >= (d::date + 1) AT TIME ZONE 'UTC')
            GROUP BY d`,
          range,
        )) as { day: string; pending: number; oldest: number }[];
        return {
          names: ['oldest_days', 'pending'],
          rows: rows.flatMap((r) => [
            { day: r.day, series: 'oldest_days', value: r.oldest },
            { day: r.day, series: 'pending', value: r.pending },
          ]),
        };
      }
      case 'child_safety_within_24h': {
        // Of the child-safety cases opened each day, the percentage first acted on within 24 hours. A case
        // younger than 24 hours and not yet acted on is not judged yet: it counts in neither part.
        const rows = (await this.db.query(
          `SELECT (opened_at AT TIME ZONE 'UTC')::date::text AS day,
                  count(*) FILTER (WHERE first_action_at <= opened_at + interval '24 hours')::int AS in_time,
                  count(*)::int AS judged
             FROM moderation_case_timings
            WHERE child_safety AND opened_at >= ($1::date - ($2::int - 1)) AT TIME ZONE 'UTC'
              AND (first_action_at IS NOT NULL OR opened_at <= now() - interval '24 hours')
            GROUP BY 1`,
          range,
        )) as { day: string; in_time: number; judged: number }[];
        return {
          names: ['percent_within_24h', 'cases'],
          rows: rows.flatMap((r) => [
            { day: r.day, series: 'percent_within_24h', value: Math.round((100 * r.in_time) / r.judged) },
            { day: r.day, series: 'cases', value: r.judged },
          ]),
        };
      }
      default:
        return { names: [], rows: [] };
    }
  }
}
