/**
 * The users module's read models (docs/architecture.md, "Boundaries"): views over its tables that
 * other modules may name in SQL instead of the tables, each with exactly these columns. Migration
 * 1764000000600 creates them; test/read-models.int-spec.ts checks the columns and
 * tools/architecture/table-ownership.test.mjs reads the names to know who owns each view.
 */
export const USERS_READ_MODELS = {
  /** Names, picture, dates of birth and guardian facts, suspension: what profiles and social lists show. */
  user_directory: [
    'id', 'first_name', 'last_name', 'full_name', 'profile_image_url', 'dob', 'guardian_email', 'guardian_consent_at', 'suspended_at',
  ],
} as const;
