import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation, the safeguarding desk (docs/admin.md, "Moderation"):
 * - `moderation_cases`: one open case per reported item (a partial unique index on the open ones, so
 *   a second report, even at the same instant, joins the case instead of queueing twice);
 * - `moderation_reports`: each report of a case (who, why, what they wrote);
 * - `suspension_lift_requests`: lifting a child-safety suspension is asked by one admin, approved by another;
 * - `moderation_hidden_at` on players, highlights, mentors and contact_requests: hidden content is missing
 *   for everyone but admins (and its owner, who may appeal); the player read models carry it for search.
 */
const PLAYER_DIRECTORY_COLUMNS = `id, user_id, visibility, profile_picture, school, grad_year, positions, formats, height_cm, weight_kg,
                 province, bio, dob, contact_email, contact_phone, verified_by_coach, verified_at, search_vector, updated_at`;
const RUNNING_BOOST = `b.is_active AND b.start_date <= now() AND b.end_date > now()`;

export class Moderation1764000001400 implements MigrationInterface {
  name = 'Moderation1764000001400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE moderation_cases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      target_type text NOT NULL CHECK (target_type IN ('player', 'highlight', 'mentor', 'contact_request')),
      target_id uuid NOT NULL,
      target_label text NOT NULL,
      owner_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'appealed', 'closed')),
      outcome text CHECK (outcome IN ('dismissed', 'hidden', 'suspended', 'upheld', 'restored')),
      child_safety boolean NOT NULL DEFAULT false,
      involves_minor boolean NOT NULL DEFAULT false,
      opened_at timestamptz NOT NULL DEFAULT now(),
      first_action_at timestamptz,
      decided_at timestamptz,
      decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
      decision_reason text,
      appeal_text text,
      appealed_at timestamptz,
      appeal_decision text CHECK (appeal_decision IN ('uphold', 'restore')),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX uq_moderation_cases_open_target ON moderation_cases (target_type, target_id) WHERE status <> 'closed'`);
    await q.query(`CREATE INDEX idx_moderation_cases_queue ON moderation_cases (status, child_safety DESC, involves_minor DESC, opened_at)`);
    await q.query(`CREATE INDEX idx_moderation_cases_owner ON moderation_cases (owner_user_id)`);
    await q.query(`CREATE TABLE moderation_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      case_id uuid NOT NULL REFERENCES moderation_cases(id) ON DELETE CASCADE,
      reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reporter_minor boolean NOT NULL DEFAULT false,
      reason text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX idx_moderation_reports_case ON moderation_reports (case_id, created_at)`);
    await q.query(`CREATE TABLE suspension_lift_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      requested_by uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      approved_by uuid REFERENCES users(id) ON DELETE SET NULL,
      approved_at timestamptz,
      lifted_at timestamptz,
      CONSTRAINT ck_lift_second_admin CHECK (approved_by IS NULL OR approved_by <> requested_by)
    )`);
    await q.query(`CREATE UNIQUE INDEX uq_lift_pending_user ON suspension_lift_requests (user_id) WHERE approved_at IS NULL`);
    for (const table of ['players', 'highlights', 'mentors', 'contact_requests']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN moderation_hidden_at timestamptz`);
    }
    await q.query(`CREATE OR REPLACE VIEW player_directory AS
      SELECT ${PLAYER_DIRECTORY_COLUMNS},
             EXISTS (SELECT 1 FROM profile_boosts b WHERE b.player_id = players.id AND ${RUNNING_BOOST}) AS boosted,
             moderation_hidden_at
        FROM players`);
    await q.query(`CREATE OR REPLACE VIEW highlight_directory AS SELECT id, player_id, privacy, status, plan_hidden_at, moderation_hidden_at FROM highlights`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW highlight_directory`);
    await q.query(`CREATE VIEW highlight_directory AS SELECT id, player_id, privacy, status, plan_hidden_at FROM highlights`);
    await q.query(`DROP VIEW player_directory`);
    await q.query(`CREATE VIEW player_directory AS
      SELECT ${PLAYER_DIRECTORY_COLUMNS},
             EXISTS (SELECT 1 FROM profile_boosts b WHERE b.player_id = players.id AND ${RUNNING_BOOST}) AS boosted
        FROM players`);
    for (const table of ['players', 'highlights', 'mentors', 'contact_requests']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN moderation_hidden_at`);
    }
    await q.query(`DROP TABLE suspension_lift_requests`);
    await q.query(`DROP TABLE moderation_reports`);
    await q.query(`DROP TABLE moderation_cases`);
  }
}
