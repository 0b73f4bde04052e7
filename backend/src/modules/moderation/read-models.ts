/**
 * The moderation module's read models (docs/architecture.md, "Boundaries"): views over its tables that
 * other modules may name in SQL instead of the tables, each with exactly these columns. Migration
 * 1764000001500 creates them; test/read-models.int-spec.ts checks the columns and
 * tools/architecture/table-ownership.test.mjs reads the names to know who owns each view.
 */
export const MODERATION_READ_MODELS = {
  /** When each case opened and was first acted on (admin analytics: child-safety cases actioned within 24 hours). */
  moderation_case_timings: ['case_id', 'child_safety', 'opened_at', 'first_action_at'],
} as const;
