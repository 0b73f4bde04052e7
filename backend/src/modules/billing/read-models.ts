/**
 * The billing module's read models (docs/architecture.md, "Boundaries"): views over its tables that
 * other modules may name in SQL instead of the tables. Migration 1764000000700 creates account_plans,
 * 1764000000810 paid_plan_holders; tools/architecture/table-ownership.test.mjs reads the names.
 */
export const BILLING_READ_MODELS = {
  /** The plan in force for every account (a seat member's is the holder's); Free when none. period_start: its current period's start (migration 1764000002400). */
  account_plans: ['user_id', 'plan', 'status', 'seats', 'shared_by_user_id', 'period_start'],
  /** Only the accounts a paid plan is in force for, found from the subscriptions (docs/billing.md, "Search placement"). */
  paid_plan_holders: ['user_id', 'plan', 'status'],
  /** Per UTC day: checkouts opened, checkouts paid, charges less refunds in cents (migration 1764000001500; admin analytics). */
  billing_daily_totals: ['day', 'checkouts_started', 'checkouts_paid', 'revenue_cents'],
} as const;
