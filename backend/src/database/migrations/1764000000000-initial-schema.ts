import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model (plus the app's documented
 * extensions), hand-written so it runs the same on PostgreSQL 15 and on PGlite (PostgreSQL 18).
 *
 * - uuid keys use gen_random_uuid(), built into PostgreSQL since 13 (no pgcrypto needed).
 * - pg_trgm must be available: real PostgreSQL ships it in contrib; PGlite needs it loaded at
 *   PGlite.create({ extensions: { pg_trgm } }).
 * - "Deleting a user removes dependent rows": every path from users is ON DELETE CASCADE, except
 *   references that only annotate another row (related_*, issued_by, purchase ids), which SET NULL.
 * - Search: player_search_vector() is an IMMUTABLE wrapper (array_to_string is only STABLE) so a GIN
 *   expression index can cover bio + school + positions; queries must call the same function.
 */
const ENUMS: Array<[string, string[]]> = [
  ['user_role', ['player', 'recruiter', 'agent', 'coach', 'admin', 'mentor', 'club', 'union']],
  ['session_status', ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show']],
  ['payment_status', ['pending', 'paid', 'failed', 'refunded']],
  ['mentorship_status', ['active', 'paused', 'completed', 'cancelled']],
  ['addon_type', ['profile_boost', 'extra_upload', 'highlight_feedback', 'verification_fast_track']],
  ['badge_type', ['verified_player', 'mentored_by', 'bootcamp_complete', 'top_performer', 'community_leader']],
  ['contact_request_status', ['pending', 'approved', 'declined']],
  ['org_type', ['club', 'union', 'academy', 'school']],
  ['achievement_type', ['tournament', 'leadership', 'performance', 'community', 'international']],
  ['visibility', ['public', 'recruiters', 'private']],
  ['interest_level', ['interested', 'very_interested', 'priority']],
  ['content_type', ['video', 'image']],
  ['dominant_side', ['left', 'right', 'both']],
];

const TS = `created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

const UP: string[] = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  ...ENUMS.map(([name, values]) => `CREATE TYPE "${name}" AS ENUM (${values.map((v) => `'${v}'`).join(', ')})`),

  // ---- users, sessions, auth ----
  `CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  full_name text,
  profile_image_url text,
  role user_role NOT NULL DEFAULT 'player',
  phone text,
  password_hash text,
  dob date,
  guardian_email text,
  guardian_consent_at timestamptz,
  verified boolean NOT NULL DEFAULT false,
  suspended_at timestamptz,
  is_demo boolean NOT NULL DEFAULT false,
  notification_preferences jsonb NOT NULL DEFAULT '{"emailNotifications":true,"newMessages":true,"profileViews":false}'::jsonb,
  ${TS}
)`,
  `CREATE UNIQUE INDEX uq_users_email_lower ON users (lower(email))`,
  `CREATE INDEX idx_users_role ON users (role)`,
  `CREATE INDEX idx_users_name_trgm ON users USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`,
  `CREATE INDEX idx_users_created ON users (created_at, id)`,

  `CREATE TABLE "session" (
  sid varchar NOT NULL COLLATE "default" PRIMARY KEY,
  sess json NOT NULL,
  expire timestamp(6) NOT NULL
)`,
  `CREATE INDEX "IDX_session_expire" ON "session" (expire)`,

  `CREATE TABLE login_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
  `CREATE INDEX idx_login_attempts_key_created ON login_attempts (key, created_at)`,

  `CREATE TABLE search_preferences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  hide_from_public_search boolean NOT NULL DEFAULT false,
  allow_indexing boolean NOT NULL DEFAULT true,
  show_limited_preview boolean NOT NULL DEFAULT true,
  ${TS}
)`,

  // ---- organisations (before recruiters) ----
  `CREATE TABLE orgs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  org_type org_type NOT NULL,
  description text,
  country text NOT NULL DEFAULT 'Fiji',
  province text,
  city text,
  address text,
  contact_email text,
  contact_phone text,
  website text,
  logo_url text,
  established_year int,
  player_count int NOT NULL DEFAULT 0,
  age_groups text[] NOT NULL DEFAULT '{}',
  divisions text[] NOT NULL DEFAULT '{}',
  verified boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  ${TS}
)`,
  `CREATE UNIQUE INDEX uq_orgs_name_type ON orgs (lower(name), org_type)`,
  `CREATE INDEX idx_orgs_province ON orgs (province)`,
  `CREATE INDEX idx_orgs_type ON orgs (org_type)`,
  `CREATE INDEX idx_orgs_name_trgm ON orgs USING gin (name gin_trgm_ops)`,

  // ---- players ----
  `CREATE TABLE players (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  dob date,
  height_cm numeric(5,1),
  weight_kg numeric(5,1),
  dominant_side dominant_side,
  positions text[] NOT NULL DEFAULT '{}',
  formats text[] NOT NULL DEFAULT '{}',
  school text,
  province text,
  grad_year int,
  age_grade_team text,
  bio text,
  profile_picture text,
  contact_email text,
  contact_phone text,
  visibility visibility NOT NULL DEFAULT 'public',
  verified_by_coach boolean NOT NULL DEFAULT false,
  verified_at timestamptz,
  verification_rejected_at timestamptz,
  verification_rejection_reason text,
  guardian_consent_at timestamptz,
  ${TS}
)`,
  `CREATE FUNCTION player_search_vector(bio text, school text, positions text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $fn$ SELECT to_tsvector('simple'::regconfig,
    coalesce(bio, '') || ' ' || coalesce(school, '') || ' ' || coalesce(array_to_string(positions, ' '), '')) $fn$`,
  `CREATE INDEX idx_players_search ON players USING gin (player_search_vector(bio, school, positions))`,
  `CREATE INDEX idx_players_positions ON players USING gin (positions)`,
  `CREATE INDEX idx_players_province ON players (province)`,
  `CREATE INDEX idx_players_grad_year ON players (grad_year)`,
  `CREATE INDEX idx_players_school_trgm ON players USING gin (school gin_trgm_ops)`,
  `CREATE INDEX idx_players_updated ON players (updated_at, id)`,

  `CREATE TABLE player_metrics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  metric text NOT NULL,
  value numeric(10,2) NOT NULL,
  unit text,
  measured_at timestamptz NOT NULL DEFAULT now()
)`,
  `CREATE INDEX idx_player_metrics_player ON player_metrics (player_id, metric)`,

  `CREATE TABLE highlights (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  title text NOT NULL,
  content_type content_type NOT NULL DEFAULT 'video',
  provider text,
  playback_id text,
  url text,
  thumb_url text,
  file_path text,
  duration_sec int,
  tags text[] NOT NULL DEFAULT '{}',
  competition text,
  opponent text,
  event_date date,
  privacy visibility NOT NULL DEFAULT 'public',
  status text NOT NULL DEFAULT 'pending',
  guardian_consent_at timestamptz,
  views int NOT NULL DEFAULT 0,
  likes int NOT NULL DEFAULT 0,
  ${TS}
)`,
  `CREATE INDEX idx_highlights_player_created ON highlights (player_id, created_at DESC)`,
  `CREATE INDEX idx_highlights_status ON highlights (status) WHERE status <> 'ready'`,

  `CREATE TABLE achievements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  title text NOT NULL,
  year int NOT NULL,
  type achievement_type NOT NULL DEFAULT 'tournament',
  note text,
  ${TS}
)`,
  `CREATE INDEX idx_achievements_player ON achievements (player_id, year DESC)`,

  `CREATE TABLE player_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL UNIQUE REFERENCES players(id) ON DELETE CASCADE,
  plan text NOT NULL DEFAULT 'free',
  status text NOT NULL DEFAULT 'active',
  provider_customer_id text,
  provider_subscription_id text,
  current_period_start timestamptz,
  current_period_end timestamptz,
  ${TS}
)`,

  `CREATE TABLE follows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  follower_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  follower_role user_role NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT uq_follows_player_follower UNIQUE (player_id, follower_user_id)
)`,
  `CREATE INDEX idx_follows_follower ON follows (follower_user_id, created_at DESC)`,

  `CREATE TABLE profile_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  viewer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  view_count int NOT NULL DEFAULT 1,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT uq_profile_views_viewer_player UNIQUE (viewer_id, player_id)
)`,
  `CREATE INDEX idx_profile_views_player_viewed ON profile_views (player_id, viewed_at DESC)`,

  `CREATE TABLE addon_purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  addon_type addon_type NOT NULL,
  amount numeric(10,2) NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  payment_intent_id text,
  status payment_status NOT NULL DEFAULT 'pending',
  expires_at timestamptz,
  metadata jsonb,
  ${TS},
  CONSTRAINT uq_addon_purchases_payment_intent UNIQUE (payment_intent_id)
)`,
  `CREATE INDEX idx_addon_purchases_user ON addon_purchases (user_id)`,

  `CREATE TABLE profile_boosts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  purchase_id uuid REFERENCES addon_purchases(id) ON DELETE SET NULL,
  is_active boolean NOT NULL DEFAULT true,
  start_date timestamptz NOT NULL DEFAULT now(),
  end_date timestamptz NOT NULL,
  boost_score int NOT NULL DEFAULT 100,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
  `CREATE INDEX idx_profile_boosts_active ON profile_boosts (player_id, end_date) WHERE is_active`,

  `CREATE TABLE extra_upload_credits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  purchase_id uuid REFERENCES addon_purchases(id) ON DELETE SET NULL,
  credits_remaining int NOT NULL DEFAULT 1,
  ${TS}
)`,
  `CREATE INDEX idx_extra_upload_credits_player ON extra_upload_credits (player_id)`,

  // ---- recruiting ----
  `CREATE TABLE recruiters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  org_id uuid REFERENCES orgs(id) ON DELETE SET NULL,
  role_title text,
  plan text NOT NULL DEFAULT 'free',
  seats int NOT NULL DEFAULT 1,
  ${TS}
)`,
  `CREATE INDEX idx_recruiters_org ON recruiters (org_id)`,

  `CREATE TABLE agents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  agency_name text,
  country text,
  plan text NOT NULL DEFAULT 'starter',
  max_players int NOT NULL DEFAULT 5,
  ${TS}
)`,

  `CREATE TABLE agent_player_links (
  agent_id uuid NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  verified boolean NOT NULL DEFAULT false,
  start_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, player_id)
)`,
  `CREATE INDEX idx_agent_player_links_player ON agent_player_links (player_id)`,

  `CREATE TABLE watchlists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recruiter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  ${TS}
)`,
  `CREATE INDEX idx_watchlists_recruiter ON watchlists (recruiter_id, created_at)`,

  `CREATE TABLE watchlist_items (
  watchlist_id uuid NOT NULL REFERENCES watchlists(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  note text,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (watchlist_id, player_id)
)`,
  `CREATE INDEX idx_watchlist_items_player ON watchlist_items (player_id)`,

  `CREATE TABLE contact_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  to_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  player_id uuid REFERENCES players(id) ON DELETE CASCADE,
  message text NOT NULL,
  status contact_request_status NOT NULL DEFAULT 'pending',
  responded_at timestamptz,
  last_follow_up_at timestamptz,
  ${TS}
)`,
  `CREATE INDEX idx_contact_requests_to ON contact_requests (to_user_id, created_at DESC)`,
  `CREATE INDEX idx_contact_requests_from ON contact_requests (from_user_id, created_at DESC)`,
  `CREATE INDEX idx_contact_requests_player ON contact_requests (player_id)`,

  `CREATE TABLE interests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recruiter_id uuid NOT NULL REFERENCES recruiters(id) ON DELETE CASCADE,
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  interest_level interest_level NOT NULL DEFAULT 'interested',
  note text,
  ${TS},
  CONSTRAINT uq_interests_recruiter_player UNIQUE (recruiter_id, player_id)
)`,
  `CREATE INDEX idx_interests_player ON interests (player_id)`,

  `CREATE TABLE recruiter_usage (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recruiter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  month int NOT NULL CHECK (month BETWEEN 1 AND 12),
  year int NOT NULL,
  profile_views_used int NOT NULL DEFAULT 0,
  contacts_used int NOT NULL DEFAULT 0,
  advanced_filters_used int NOT NULL DEFAULT 0,
  exports_used int NOT NULL DEFAULT 0,
  reset_at timestamptz,
  ${TS},
  CONSTRAINT uq_recruiter_usage_period UNIQUE (recruiter_id, month, year)
)`,

  // ---- mentoring ----
  `CREATE TABLE mentors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  title text,
  bio text,
  years_experience int,
  specializations text[] NOT NULL DEFAULT '{}',
  expertise_areas text[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL DEFAULT '{}',
  hourly_rate numeric(10,2),
  currency text NOT NULL DEFAULT 'USD',
  timezone text,
  availability_schedule jsonb,
  is_verified boolean NOT NULL DEFAULT false,
  rating numeric(3,2) NOT NULL DEFAULT 0,
  total_sessions int NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  payment_account_id text,
  plan text NOT NULL DEFAULT 'free',
  ${TS}
)`,
  `CREATE INDEX idx_mentors_specializations ON mentors USING gin (specializations)`,

  `CREATE TABLE mentoring_relationships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mentor_id uuid NOT NULL REFERENCES mentors(id) ON DELETE CASCADE,
  mentee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status mentorship_status NOT NULL DEFAULT 'active',
  goals text[] NOT NULL DEFAULT '{}',
  start_date date,
  end_date date,
  total_sessions int NOT NULL DEFAULT 0,
  notes text,
  ${TS},
  CONSTRAINT uq_mentoring_relationships_pair UNIQUE (mentor_id, mentee_id)
)`,
  `CREATE INDEX idx_mentoring_relationships_mentee ON mentoring_relationships (mentee_id)`,

  `CREATE TABLE mentoring_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  relationship_id uuid REFERENCES mentoring_relationships(id) ON DELETE CASCADE,
  mentor_id uuid NOT NULL REFERENCES mentors(id) ON DELETE CASCADE,
  mentee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  session_type text NOT NULL DEFAULT 'individual',
  scheduled_at timestamptz NOT NULL,
  duration int NOT NULL,
  status session_status NOT NULL DEFAULT 'scheduled',
  meeting_url text,
  recording_url text,
  session_notes text,
  mentee_reflection text,
  rating int CHECK (rating BETWEEN 1 AND 5),
  feedback text,
  ${TS}
)`,
  `CREATE INDEX idx_mentoring_sessions_mentor ON mentoring_sessions (mentor_id, scheduled_at)`,
  `CREATE INDEX idx_mentoring_sessions_mentee ON mentoring_sessions (mentee_id, scheduled_at)`,
  `CREATE INDEX idx_mentoring_sessions_relationship ON mentoring_sessions (relationship_id)`,

  `CREATE TABLE session_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES mentoring_sessions(id) ON DELETE CASCADE,
  payer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount numeric(10,2) NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  status payment_status NOT NULL DEFAULT 'pending',
  payment_intent_id text,
  charge_id text,
  processing_fee numeric(10,2),
  net_amount numeric(10,2),
  paid_at timestamptz,
  refunded_at timestamptz,
  ${TS}
)`,
  `CREATE INDEX idx_session_payments_session ON session_payments (session_id)`,
  `CREATE INDEX idx_session_payments_payer ON session_payments (payer_id)`,

  `CREATE TABLE mentoring_resources (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mentor_id uuid NOT NULL REFERENCES mentors(id) ON DELETE CASCADE,
  title text NOT NULL,
  resource_type text NOT NULL,
  description text,
  file_url text,
  external_url text,
  category text,
  tags text[] NOT NULL DEFAULT '{}',
  is_public boolean NOT NULL DEFAULT false,
  download_count int NOT NULL DEFAULT 0,
  ${TS}
)`,
  `CREATE INDEX idx_mentoring_resources_mentor ON mentoring_resources (mentor_id)`,

  `CREATE TABLE shared_resources (
  resource_id uuid NOT NULL REFERENCES mentoring_resources(id) ON DELETE CASCADE,
  relationship_id uuid NOT NULL REFERENCES mentoring_relationships(id) ON DELETE CASCADE,
  shared_at timestamptz NOT NULL DEFAULT now(),
  accessed_at timestamptz,
  PRIMARY KEY (resource_id, relationship_id)
)`,
  `CREATE INDEX idx_shared_resources_relationship ON shared_resources (relationship_id)`,

  `CREATE TABLE mentoring_goals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  relationship_id uuid NOT NULL REFERENCES mentoring_relationships(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  category text,
  target_date date,
  priority text NOT NULL DEFAULT 'medium',
  status text NOT NULL DEFAULT 'active',
  progress_percentage int NOT NULL DEFAULT 0 CHECK (progress_percentage BETWEEN 0 AND 100),
  ${TS}
)`,
  `CREATE INDEX idx_mentoring_goals_relationship ON mentoring_goals (relationship_id)`,

  `CREATE TABLE mentoring_milestones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  goal_id uuid NOT NULL REFERENCES mentoring_goals(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  due_date date,
  is_completed boolean NOT NULL DEFAULT false,
  completed_at timestamptz,
  notes text,
  ${TS}
)`,
  `CREATE INDEX idx_mentoring_milestones_goal ON mentoring_milestones (goal_id)`,

  `CREATE TABLE mentoring_assessments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  relationship_id uuid NOT NULL REFERENCES mentoring_relationships(id) ON DELETE CASCADE,
  session_id uuid REFERENCES mentoring_sessions(id) ON DELETE SET NULL,
  assessment_type text NOT NULL,
  skill_area text,
  score_out_of_10 int CHECK (score_out_of_10 BETWEEN 0 AND 10),
  improvement_areas text[] NOT NULL DEFAULT '{}',
  strengths text[] NOT NULL DEFAULT '{}',
  mentor_notes text,
  next_steps text,
  ${TS}
)`,
  `CREATE INDEX idx_mentoring_assessments_relationship ON mentoring_assessments (relationship_id)`,

  `CREATE TABLE mentor_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mentor_id uuid NOT NULL REFERENCES mentors(id) ON DELETE CASCADE,
  reviewer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id uuid REFERENCES mentoring_sessions(id) ON DELETE CASCADE,
  rating int NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text,
  comment text,
  would_recommend boolean NOT NULL DEFAULT true,
  ${TS},
  CONSTRAINT uq_mentor_reviews_mentor_reviewer_session UNIQUE NULLS NOT DISTINCT (mentor_id, reviewer_id, session_id)
)`,

  `CREATE TABLE ama_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mentor_id uuid NOT NULL REFERENCES mentors(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  scheduled_at timestamptz NOT NULL,
  duration int NOT NULL DEFAULT 60,
  price numeric(10,2) NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  capacity int NOT NULL DEFAULT 20,
  registered_count int NOT NULL DEFAULT 0,
  meeting_url text,
  status text NOT NULL DEFAULT 'upcoming',
  recording_url text,
  is_public boolean NOT NULL DEFAULT true,
  ${TS}
)`,
  `CREATE INDEX idx_ama_events_scheduled ON ama_events (scheduled_at)`,

  `CREATE TABLE ama_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES ama_events(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  payment_intent_id text,
  amount numeric(10,2),
  currency text NOT NULL DEFAULT 'USD',
  status payment_status NOT NULL DEFAULT 'pending',
  join_url text,
  ${TS},
  CONSTRAINT uq_ama_registrations_event_user UNIQUE (event_id, user_id)
)`,

  `CREATE TABLE highlight_feedback_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  highlight_id uuid NOT NULL REFERENCES highlights(id) ON DELETE CASCADE,
  purchase_id uuid REFERENCES addon_purchases(id) ON DELETE SET NULL,
  mentor_id uuid REFERENCES mentors(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending',
  feedback_text text,
  video_feedback_url text,
  rating int CHECK (rating BETWEEN 1 AND 5),
  completed_at timestamptz,
  ${TS}
)`,
  `CREATE INDEX idx_highlight_feedback_requests_mentor ON highlight_feedback_requests (mentor_id, status)`,
  `CREATE INDEX idx_highlight_feedback_requests_player ON highlight_feedback_requests (player_id)`,

  `CREATE TABLE badges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  badge_type badge_type NOT NULL,
  title text NOT NULL,
  description text,
  icon_url text,
  color text NOT NULL DEFAULT '#2563eb',
  issued_by uuid REFERENCES users(id) ON DELETE SET NULL,
  metadata jsonb,
  earned_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT uq_badges_user_type UNIQUE (user_id, badge_type)
)`,

  // ---- notifications, activity, admin, feedback ----
  `CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  related_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  related_player_id uuid REFERENCES players(id) ON DELETE SET NULL,
  related_highlight_id uuid REFERENCES highlights(id) ON DELETE SET NULL,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
  `CREATE INDEX idx_notifications_user_created ON notifications (user_id, created_at)`,

  `CREATE TABLE activities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  description text,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
  `CREATE INDEX idx_activities_user_created ON activities (user_id, created_at)`,

  `CREATE TABLE funnel_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  session_id text,
  event_type text NOT NULL,
  event_data jsonb,
  user_agent text,
  ip_address text,
  referrer text,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
  `CREATE INDEX idx_funnel_events_type_created ON funnel_events (event_type, created_at)`,

  `CREATE TABLE job_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  queue text NOT NULL,
  name text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending',
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  run_after timestamptz,
  ${TS}
)`,
  `CREATE INDEX idx_job_records_status_run_after ON job_records (status, run_after)`,

  `CREATE TABLE seed_runs (
  version text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`,

  `CREATE TABLE contact_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  role text,
  status text NOT NULL DEFAULT 'new',
  created_at timestamptz NOT NULL DEFAULT now()
)`,

  `CREATE TABLE beta_feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  user_type text NOT NULL,
  overall_rating int NOT NULL CHECK (overall_rating BETWEEN 1 AND 5),
  ease_of_use int NOT NULL CHECK (ease_of_use BETWEEN 1 AND 5),
  feature_completeness int NOT NULL CHECK (feature_completeness BETWEEN 1 AND 5),
  most_useful_feature text,
  least_useful_feature text,
  missing_features text,
  bug_reports text,
  suggestions text,
  contact_email text,
  would_recommend boolean NOT NULL,
  additional_comments text,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
];

/** Tables in reverse dependency order for down(). */
const TABLES = [
  'beta_feedback', 'contact_submissions', 'seed_runs', 'job_records', 'funnel_events', 'activities', 'notifications',
  'badges', 'highlight_feedback_requests', 'ama_registrations', 'ama_events', 'mentor_reviews',
  'mentoring_assessments', 'mentoring_milestones', 'mentoring_goals', 'shared_resources', 'mentoring_resources',
  'session_payments', 'mentoring_sessions', 'mentoring_relationships', 'mentors', 'recruiter_usage', 'interests',
  'contact_requests', 'watchlist_items', 'watchlists', 'agent_player_links', 'agents', 'recruiters',
  'extra_upload_credits', 'profile_boosts', 'addon_purchases', 'profile_views', 'follows', 'player_subscriptions',
  'achievements', 'highlights', 'player_metrics', 'players', 'orgs', 'search_preferences', 'login_attempts',
  'session', 'users',
];

export class InitialSchema1764000000000 implements MigrationInterface {
  name = 'InitialSchema1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP TABLE IF EXISTS "${table}"`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS player_search_vector(text, text, text[])`);
    for (const [name] of [...ENUMS].reverse()) await queryRunner.query(`DROP TYPE IF EXISTS "${name}"`);
    // pg_trgm is left installed: other objects may rely on it and dropping an extension needs ownership.
  }
}
