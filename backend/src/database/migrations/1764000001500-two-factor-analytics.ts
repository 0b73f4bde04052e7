import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in and analytics (docs/admin.md):
 * - users.two_factor_enabled_at: set once a TOTP secret is confirmed with a code (admins need it for the console);
 * - user_two_factor: the account's TOTP secret, AES-256-GCM encrypted (key from TWO_FACTOR_KEY or SESSION_SECRET);
 *   confirmed_at null = a setup not yet confirmed;
 * - user_recovery_codes: SHA-256 hashes of the single-use recovery codes (used_at set when spent);
 * - funnel_events: a once-per-account step (sign-up, profile completed, first highlight, first contact
 *   request sent) is stored at most once per account (partial unique index), so 20 reports at once count once;
 * - read models for the analytics: billing_daily_totals (billing: checkouts started and paid, revenue per UTC
 *   day), player_verification_history (player: when each profile entered and left the verification queue) and
 *   moderation_case_timings (moderation: when each case opened and was first acted on).
 */
export class TwoFactorAnalytics1764000001500 implements MigrationInterface {
  name = 'TwoFactorAnalytics1764000001500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN two_factor_enabled_at timestamptz`);
    await q.query(`
      CREATE TABLE user_two_factor (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret_ciphertext text NOT NULL,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE user_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_user_recovery_codes UNIQUE (user_id, code_hash)
      )`);
    await q.query(`
      CREATE UNIQUE INDEX uq_funnel_events_once ON funnel_events (user_id, event_type)
        WHERE event_type IN ('signup', 'profile_completed', 'first_highlight', 'first_contact_request_sent')`);
    await q.query(`CREATE INDEX idx_funnel_events_created ON funnel_events (created_at)`);
    await q.query(`
      CREATE VIEW billing_daily_totals AS
      SELECT day, sum(started)::int AS checkouts_started, sum(paid)::int AS checkouts_paid, sum(revenue)::bigint AS revenue_cents
        FROM (
          SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS started, 0 AS paid, 0 AS revenue FROM checkouts
          UNION ALL
          SELECT (completed_at AT TIME ZONE 'UTC')::date, 0, 1, 0 FROM checkouts WHERE status = 'completed' AND completed_at IS NOT NULL
          UNION ALL
          SELECT (created_at AT TIME ZONE 'UTC')::date, 0, 0, CASE direction WHEN 'charge' THEN amount_cents ELSE -amount_cents END FROM payments
        ) t
       GROUP BY day`);
    await q.query(`
      CREATE VIEW player_verification_history AS
      SELECT id AS player_id, created_at AS submitted_at, verified_at, verification_rejected_at AS rejected_at FROM players`);
    await q.query(`
      CREATE VIEW moderation_case_timings AS
      SELECT id AS case_id, child_safety, opened_at, first_action_at FROM moderation_cases`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW moderation_case_timings`);
    await q.query(`DROP VIEW player_verification_history`);
    await q.query(`DROP VIEW billing_daily_totals`);
    await q.query(`DROP INDEX idx_funnel_events_created`);
    await q.query(`DROP INDEX uq_funnel_events_once`);
    await q.query(`DROP TABLE user_recovery_codes`);
    await q.query(`DROP TABLE user_two_factor`);
    await q.query(`ALTER TABLE users DROP COLUMN two_factor_enabled_at`);
  }
}
