import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mentoring "Progress together" (docs/mentoring.md): the 72-hour answer window and time-coded comments
 * of highlight feedback, AMA capacity held by the database, registration states for the guardian's
 * approval, and stored files of the resource library.
 */
export class MentoringProgress1764000001200 implements MigrationInterface {
  name = 'MentoringProgress1764000001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE highlight_feedback_requests
      ADD COLUMN due_at timestamptz,
      ADD COLUMN comments jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN refunded_at timestamptz,
      ADD COLUMN guardian_decided_at timestamptz`);
    await q.query(`CREATE INDEX idx_highlight_feedback_requests_due ON highlight_feedback_requests (due_at) WHERE status = 'pending'`);
    await q.query(`ALTER TABLE ama_events
      ADD CONSTRAINT ck_ama_events_capacity CHECK (capacity > 0 AND registered_count >= 0 AND registered_count <= capacity),
      ADD CONSTRAINT ck_ama_events_price CHECK (price >= 0)`);
    await q.query(`ALTER TABLE ama_registrations
      ADD COLUMN state text NOT NULL DEFAULT 'confirmed'
        CHECK (state IN ('awaiting_guardian', 'awaiting_payment', 'confirmed', 'declined', 'cancelled')),
      ADD COLUMN guardian_decided_at timestamptz`);
    await q.query(`ALTER TABLE mentoring_resources
      ADD COLUMN storage_key text,
      ADD COLUMN file_name text,
      ADD COLUMN mime_type text,
      ADD COLUMN size_bytes bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mentoring_resources DROP COLUMN storage_key, DROP COLUMN file_name, DROP COLUMN mime_type, DROP COLUMN size_bytes`);
    await q.query(`ALTER TABLE ama_registrations DROP COLUMN state, DROP COLUMN guardian_decided_at`);
    await q.query(`ALTER TABLE ama_events DROP CONSTRAINT ck_ama_events_capacity, DROP CONSTRAINT ck_ama_events_price`);
    await q.query(`DROP INDEX idx_highlight_feedback_requests_due`);
    await q.query(`ALTER TABLE highlight_feedback_requests DROP COLUMN due_at, DROP COLUMN comments, DROP COLUMN refunded_at, DROP COLUMN guardian_decided_at`);
  }
}
