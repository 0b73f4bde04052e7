import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing (docs/billing.md): one subscription per account in `subscriptions` replaces the three plan
 * columns (player_subscriptions, recruiters.plan/seats, mentors.plan), so the plan has one source of
 * truth; checkouts, provider events (stored once by id), a ledger of payments and refunds, Recruiter
 * Plan seats, and the 30-day retention after a paid plan ends. `account_plans` is billing's read model:
 * the plan in force for each account, a seat member's being the holder's.
 */
const PRICES: Record<string, number> = { player_pro: 1500, recruiter: 9900, mentor_pro: 2900 };
const priceCase = `CASE plan ${Object.entries(PRICES).map(([p, c]) => `WHEN '${p}' THEN ${c}`).join(' ')} ELSE 0 END`;

export class Billing1764000000700 implements MigrationInterface {
  name = 'Billing1764000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'player_pro', 'recruiter', 'mentor_pro', 'school')),
      "interval" text NOT NULL DEFAULT 'month' CHECK ("interval" IN ('month', 'year')),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'past_due', 'cancelled')),
      amount_cents integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
      currency text NOT NULL DEFAULT 'USD',
      catalogue_version integer NOT NULL DEFAULT 1,
      current_period_start timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      cancel_reason text,
      pending_plan text CHECK (pending_plan IN ('free', 'player_pro', 'recruiter', 'mentor_pro')),
      pending_interval text CHECK (pending_interval IN ('month', 'year')),
      grace_until timestamptz,
      seats integer NOT NULL DEFAULT 1 CHECK (seats >= 1),
      provider text NOT NULL DEFAULT 'demo',
      provider_customer_id text,
      provider_subscription_id text UNIQUE,
      payer_email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX idx_subscriptions_period_end ON subscriptions (current_period_end) WHERE plan <> 'free'`);

    // Carry the seeded plans over, then drop the old columns.
    await q.query(`INSERT INTO subscriptions (user_id, plan, status, amount_cents, current_period_start, current_period_end,
                                              provider_customer_id, provider_subscription_id)
      SELECT p.user_id, ps.plan, CASE WHEN ps.status IN ('active', 'past_due', 'cancelled') THEN ps.status ELSE 'cancelled' END,
             ${priceCase.replace(/plan/, 'ps.plan')}, coalesce(ps.current_period_start, now()),
             coalesce(ps.current_period_end, now() + interval '1 month'), ps.provider_customer_id, ps.provider_subscription_id
        FROM player_subscriptions ps JOIN players p ON p.id = ps.player_id
       WHERE ps.plan <> 'free'`);
    await q.query(`INSERT INTO subscriptions (user_id, plan, seats, amount_cents, current_period_start, current_period_end)
      SELECT user_id, plan, greatest(seats, 1), ${priceCase}, now(), now() + interval '1 month'
        FROM recruiters WHERE plan <> 'free'
      ON CONFLICT (user_id) DO NOTHING`);
    await q.query(`INSERT INTO subscriptions (user_id, plan, amount_cents, current_period_start, current_period_end)
      SELECT user_id, plan, ${priceCase}, now(), now() + interval '1 month'
        FROM mentors WHERE plan <> 'free'
      ON CONFLICT (user_id) DO NOTHING`);
    await q.query(`DROP TABLE player_subscriptions`);
    await q.query(`ALTER TABLE recruiters DROP COLUMN plan, DROP COLUMN seats`);
    await q.query(`ALTER TABLE mentors DROP COLUMN plan`);

    await q.query(`CREATE TABLE subscription_seats (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subscription_id uuid NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
      email text NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active')),
      token_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      accepted_at timestamptz
    )`);
    await q.query(`CREATE UNIQUE INDEX uq_subscription_seats_email ON subscription_seats (subscription_id, lower(email))`);
    await q.query(`CREATE UNIQUE INDEX uq_subscription_seats_member ON subscription_seats (user_id) WHERE user_id IS NOT NULL`);

    await q.query(`CREATE TABLE checkouts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('subscription', 'addon', 'seats')),
      plan text,
      "interval" text,
      addon addon_type,
      seats integer,
      target jsonb NOT NULL DEFAULT '{}',
      description text NOT NULL,
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL DEFAULT 'USD',
      catalogue_version integer NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'declined', 'cancelled', 'expired')),
      provider text NOT NULL,
      provider_session_id text UNIQUE,
      payer_email text,
      return_to text NOT NULL DEFAULT '/account/billing',
      last_error text,
      expires_at timestamptz NOT NULL,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX idx_checkouts_user ON checkouts (user_id, created_at DESC)`);

    await q.query(`CREATE TABLE billing_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider text NOT NULL,
      event_id text NOT NULL,
      type text NOT NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      applied_at timestamptz,
      outcome text,
      CONSTRAINT uq_billing_events_provider_event UNIQUE (provider, event_id)
    )`);

    await q.query(`ALTER TABLE session_payments
      ADD COLUMN gross_cents integer, ADD COLUMN platform_fee_cents integer, ADD COLUMN processing_fee_cents integer,
      ADD COLUMN net_cents integer, ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0, ADD COLUMN released_at timestamptz`);
    await q.query(`CREATE UNIQUE INDEX uq_session_payments_intent ON session_payments (payment_intent_id) WHERE payment_intent_id IS NOT NULL`);

    // The ledger: every charge and refund is a row; (provider, provider_ref, direction) makes a replayed event a no-op.
    await q.query(`CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      payer_email text,
      kind text NOT NULL CHECK (kind IN ('subscription', 'addon', 'session', 'seats')),
      direction text NOT NULL CHECK (direction IN ('charge', 'refund')),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      currency text NOT NULL DEFAULT 'USD',
      description text NOT NULL,
      checkout_id uuid REFERENCES checkouts(id) ON DELETE SET NULL,
      subscription_id uuid REFERENCES subscriptions(id) ON DELETE SET NULL,
      addon_purchase_id uuid REFERENCES addon_purchases(id) ON DELETE SET NULL,
      session_payment_id uuid REFERENCES session_payments(id) ON DELETE SET NULL,
      provider text NOT NULL,
      provider_ref text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_payments_provider_ref UNIQUE (provider, provider_ref, direction)
    )`);
    await q.query(`CREATE INDEX idx_payments_user ON payments (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX idx_payments_session ON payments (session_payment_id) WHERE session_payment_id IS NOT NULL`);

    await q.query(`CREATE TABLE plan_retentions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      plan text NOT NULL,
      ended_at timestamptz NOT NULL,
      delete_after timestamptz NOT NULL,
      reminded_at timestamptz,
      purged_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX uq_plan_retentions_open ON plan_retentions (user_id) WHERE purged_at IS NULL`);

    // Media a Free plan cannot show after a paid plan ends: hidden from others, kept for its owner until deleted.
    await q.query(`ALTER TABLE highlights ADD COLUMN plan_hidden_at timestamptz`);
    // verification_fast_track: the admin queue puts these first (it never skips the check).
    await q.query(`ALTER TABLE players ADD COLUMN verification_fast_tracked_at timestamptz`);

    await q.query(`CREATE VIEW account_plans AS
      SELECT u.id AS user_id,
             coalesce(own.plan, held.plan, 'free') AS plan,
             coalesce(own.status, held.status, 'active') AS status,
             coalesce(own.seats, held.seats, 1) AS seats,
             CASE WHEN own.id IS NULL THEN held.user_id END AS shared_by_user_id
        FROM users u
        LEFT JOIN subscriptions own
          ON own.user_id = u.id AND own.plan <> 'free' AND own.status IN ('active', 'past_due')
        LEFT JOIN subscription_seats seat ON seat.user_id = u.id AND seat.status = 'active'
        LEFT JOIN subscriptions held
          ON held.id = seat.subscription_id AND held.plan <> 'free' AND held.status IN ('active', 'past_due')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW account_plans`);
    await q.query(`ALTER TABLE players DROP COLUMN verification_fast_tracked_at`);
    await q.query(`ALTER TABLE highlights DROP COLUMN plan_hidden_at`);
    await q.query(`DROP TABLE plan_retentions`);
    await q.query(`DROP TABLE payments`);
    await q.query(`DROP INDEX uq_session_payments_intent`);
    await q.query(`ALTER TABLE session_payments DROP COLUMN gross_cents, DROP COLUMN platform_fee_cents,
      DROP COLUMN processing_fee_cents, DROP COLUMN net_cents, DROP COLUMN refunded_cents, DROP COLUMN released_at`);
    await q.query(`DROP TABLE billing_events`);
    await q.query(`DROP TABLE checkouts`);
    await q.query(`DROP TABLE subscription_seats`);
    await q.query(`ALTER TABLE mentors ADD COLUMN plan text NOT NULL DEFAULT 'free'`);
    await q.query(`ALTER TABLE recruiters ADD COLUMN plan text NOT NULL DEFAULT 'free', ADD COLUMN seats int NOT NULL DEFAULT 1`);
    await q.query(`CREATE TABLE player_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      player_id uuid NOT NULL UNIQUE REFERENCES players(id) ON DELETE CASCADE,
      plan text NOT NULL DEFAULT 'free',
      status text NOT NULL DEFAULT 'active',
      provider_customer_id text,
      provider_subscription_id text,
      current_period_start timestamptz,
      current_period_end timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO player_subscriptions (player_id, plan, status, provider_customer_id, provider_subscription_id,
                                                     current_period_start, current_period_end)
      SELECT p.id, s.plan, s.status, s.provider_customer_id, s.provider_subscription_id, s.current_period_start, s.current_period_end
        FROM subscriptions s JOIN players p ON p.user_id = s.user_id WHERE s.plan = 'player_pro'`);
    await q.query(`UPDATE recruiters r SET plan = s.plan, seats = s.seats FROM subscriptions s WHERE s.user_id = r.user_id AND s.plan = 'recruiter'`);
    await q.query(`UPDATE mentors m SET plan = s.plan FROM subscriptions s WHERE s.user_id = m.user_id AND s.plan = 'mentor_pro'`);
    await q.query(`DROP TABLE subscriptions`);
  }
}
