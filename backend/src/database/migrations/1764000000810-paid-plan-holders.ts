import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing's read model `paid_plan_holders` (docs/billing.md, "Search placement"): the accounts a paid
 * plan is in force for (holders and seat members), driven by subscriptions rather than by users, so
 * finding every Player Pro account reads the few subscriptions instead of every account. For one
 * account it answers what account_plans answers for a paid plan.
 */
const ENTITLED = `s.plan <> 'free' AND s.status IN ('active', 'past_due')`;

export class PaidPlanHolders1764000000810 implements MigrationInterface {
  name = 'PaidPlanHolders1764000000810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW paid_plan_holders AS
      SELECT s.user_id, s.plan, s.status FROM subscriptions s WHERE ${ENTITLED}
      UNION ALL
      SELECT st.user_id, s.plan, s.status FROM subscription_seats st JOIN subscriptions s ON s.id = st.subscription_id
       WHERE st.status = 'active' AND ${ENTITLED}`);
    await q.query(`COMMENT ON VIEW paid_plan_holders IS 'Read model of the billing module (docs/architecture.md, Boundaries)'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW paid_plan_holders`);
  }
}
