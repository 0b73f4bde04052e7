/**
 * The player module's read models (docs/architecture.md, "Boundaries"): views over its tables that
 * other modules may name in SQL instead of the tables, each with exactly these columns. Migration
 * 1764000000600 creates them (1764000000800 adds `boosted` and active_profile_boosts); test/read-models.int-spec.ts checks the columns and
 * tools/architecture/table-ownership.test.mjs reads the names to know who owns each view.
 */
export const PLAYER_READ_MODELS = {
  /** A profile's searchable and displayable fields (search, snapshots); search_vector feeds full-text search. */
  player_directory: [
    'id', 'user_id', 'visibility', 'profile_picture', 'school', 'grad_year', 'positions', 'formats', 'height_cm', 'weight_kg',
    'province', 'bio', 'dob', 'contact_email', 'contact_phone', 'verified_by_coach', 'verified_at', 'search_vector', 'updated_at',
    // Migration 1764000000800: a profile boost runs now (recruiter search placement, docs/billing.md).
    'boosted',
    // Migration 1764000001400: hidden by a moderator (docs/admin.md).
    'moderation_hidden_at',
    // Migration 1764000002300: Player Pro is in force for the owner (search placement; ProPlacementService).
    'player_pro',
  ],
  /** The running profile boosts (recruiter search puts these players first; docs/billing.md). */
  active_profile_boosts: ['player_id', 'end_date'],
  /** What counting the highlights a viewer may see needs (the columns the highlight visibility rule reads). */
  highlight_directory: ['id', 'player_id', 'privacy', 'status', 'plan_hidden_at', 'moderation_hidden_at'],
  /** When each profile entered the verification queue and left it (migration 1764000001500; admin analytics' queue age). */
  player_verification_history: ['player_id', 'submitted_at', 'verified_at', 'rejected_at'],
  /**
   * How many profiles per visibility, moderation state, verification and graduation year (0: none), kept
   * by triggers in the writing transaction (migration 1764000001900; the unfiltered Quick Stats, docs/search.md).
   * Owners' suspensions are not in it: readers subtract the few suspended accounts' profiles.
   */
  player_count_totals: ['visibility', 'hidden', 'verified', 'grad_year', 'players'],
} as const;
