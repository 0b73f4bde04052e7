/**
 * The recruiting module's read models (docs/architecture.md, "Boundaries"): views over its tables that
 * other modules may name in SQL instead of the tables, each with exactly these columns. Migration
 * 1764000000600 creates them; test/read-models.int-spec.ts checks the columns and
 * tools/architecture/table-ownership.test.mjs reads the names to know who owns each view.
 */
export const RECRUITING_READ_MODELS = {
  /** A recruiter's account, title and organisation name (interests, "Name (Organisation)" labels). */
  recruiter_directory: ['id', 'user_id', 'role_title', 'org_id', 'org_name'],
} as const;
