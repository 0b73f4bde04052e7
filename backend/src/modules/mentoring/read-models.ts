/**
 * The mentoring module's read models (docs/architecture.md, "Boundaries"): views over its tables that
 * other modules may name in SQL instead of the tables, each with exactly these columns. Migration
 * 1764000001210 creates user_badges, 1764000003600 mentoring_session_directory;
 * test/read-models.int-spec.ts checks the columns and tools/architecture/table-ownership.test.mjs reads
 * the names to know who owns each view.
 */
export const MENTORING_READ_MODELS = {
  /** An account's badges (the player's page shows them; docs/mentoring.md "Badges"). */
  user_badges: ['user_id', 'badge_type', 'title', 'description', 'color', 'earned_at'],
  /** Each session's status and its mentor's account (billing: releasing a payment, the mentor's balance; docs/billing.md). */
  mentoring_session_directory: ['id', 'mentor_user_id', 'status'],
} as const;
