import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * billing's read model `account_plans` also gives the plan in force's current period start (`period_start`,
 * the last column): the anchor of the recruiter usage period (docs/billing.md, "Recruiter usage"). The
 * viewer's plan is read with every signed-in request's session, so a metered use (a profile view, a
 * contact, an advanced-filter search, an export) finds its period without a statement of its own.
 */
const FROM = `FROM users u
        LEFT JOIN subscriptions own
          ON own.user_id = u.id AND own.plan <> 'free' AND own.status IN ('active', 'past_due')
        LEFT JOIN subscription_seats seat ON seat.user_id = u.id AND seat.status = 'active'
        LEFT JOIN subscriptions held
          ON held.id = seat.subscription_id AND held.plan <> 'free' AND held.status IN ('active', 'past_due')`;
const COLUMNS = `u.id AS user_id,
             coalesce(own.plan, held.plan, 'free') AS plan,
             coalesce(own.status, held.status, 'active') AS status,
             coalesce(own.seats, held.seats, 1) AS seats,
             CASE WHEN own.id IS NULL THEN held.user_id END AS shared_by_user_id`;

export class AccountPlanPeriodStart1764000002400 implements MigrationInterface {
  name = 'AccountPlanPeriodStart1764000002400';

  async up(q: QueryRunner): Promise<void> {
    // The account's own paid plan wins over a seat on another's, as for the plan itself.
    await q.query(`CREATE OR REPLACE VIEW account_plans AS
      SELECT ${COLUMNS},
             CASE WHEN own.id IS NOT NULL THEN own.current_period_start ELSE held.current_period_start END AS period_start
        ${FROM}`);
  }

  async down(q: QueryRunner): Promise<void> {
    // CREATE OR REPLACE cannot drop a column: recreate the view as migration 1764000000700 left it.
    await q.query(`DROP VIEW account_plans`);
    await q.query(`CREATE VIEW account_plans AS SELECT ${COLUMNS} ${FROM}`);
  }
}
