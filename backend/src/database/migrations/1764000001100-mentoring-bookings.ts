import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mentoring bookings (docs/mentoring.md "Bookings and sessions"): a session's end instant, its hold
 * while unpaid, the exclusion constraints that make a double booking impossible (one mentor, one
 * mentee, overlapping time, live statuses), reminders sent, cancel details, and the guardian
 * approvals of minors' bookings (and of the progress features' registrations and requests).
 * A session checkout is a billing checkout of kind 'session'.
 */
export class MentoringBookings1764000001100 implements MigrationInterface {
  name = 'MentoringBookings1764000001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`ALTER TABLE mentoring_sessions
      ADD COLUMN ends_at timestamptz,
      ADD COLUMN hold_expires_at timestamptz,
      ADD COLUMN price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
      ADD COLUMN currency text NOT NULL DEFAULT 'USD',
      ADD COLUMN paid_at timestamptz,
      ADD COLUMN checkout_url text,
      ADD COLUMN guardian_approval text CHECK (guardian_approval IN ('pending', 'approved', 'declined', 'expired')),
      ADD COLUMN cancel_reason text,
      ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('mentor', 'mentee', 'guardian', 'system')),
      ADD COLUMN absent_party text CHECK (absent_party IN ('mentor', 'mentee')),
      ADD COLUMN reminded_24h_at timestamptz,
      ADD COLUMN reminded_1h_at timestamptz`);
    await q.query(`UPDATE mentoring_sessions SET ends_at = scheduled_at + make_interval(mins => duration)`);
    // Overlapping live sessions of old data would block the constraint: keep the first, cancel the rest.
    await q.query(`UPDATE mentoring_sessions s SET status = 'cancelled', cancel_reason = 'Overlapped another booking', cancelled_by = 'system'
      WHERE s.status IN ('scheduled', 'confirmed', 'in_progress') AND EXISTS (
        SELECT 1 FROM mentoring_sessions o WHERE o.id <> s.id AND o.status IN ('scheduled', 'confirmed', 'in_progress')
          AND (o.mentor_id = s.mentor_id OR o.mentee_id = s.mentee_id)
          AND tstzrange(o.scheduled_at, o.ends_at) && tstzrange(s.scheduled_at, s.ends_at)
          AND (o.created_at, o.id) < (s.created_at, s.id))`);
    // ends_at is always scheduled_at + duration, kept by the database (a writer that sets only the start and
    // the duration gets it too); a plain column because the exclusion constraint needs an immutable range.
    await q.query(`CREATE FUNCTION mentoring_sessions_ends_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN NEW.ends_at := NEW.scheduled_at + make_interval(mins => NEW.duration); RETURN NEW; END $$`);
    await q.query(`CREATE TRIGGER trg_mentoring_sessions_ends_at BEFORE INSERT OR UPDATE OF scheduled_at, duration, ends_at ON mentoring_sessions
      FOR EACH ROW EXECUTE FUNCTION mentoring_sessions_ends_at()`);
    await q.query(`ALTER TABLE mentoring_sessions ALTER COLUMN ends_at SET NOT NULL,
      ADD CONSTRAINT ck_mentoring_sessions_range CHECK (ends_at > scheduled_at)`);
    // Live = scheduled (held or booked), confirmed, in progress. An expired hold is cancelled by the sweep
    // (and by the booking path, for that mentor, in the booking's own transaction) before it can block.
    await q.query(`ALTER TABLE mentoring_sessions ADD CONSTRAINT ex_mentoring_sessions_mentor_time
      EXCLUDE USING gist (mentor_id WITH =, tstzrange(scheduled_at, ends_at) WITH &&) WHERE (status IN ('scheduled', 'confirmed', 'in_progress'))`);
    await q.query(`ALTER TABLE mentoring_sessions ADD CONSTRAINT ex_mentoring_sessions_mentee_time
      EXCLUDE USING gist (mentee_id WITH =, tstzrange(scheduled_at, ends_at) WITH &&) WHERE (status IN ('scheduled', 'confirmed', 'in_progress'))`);
    await q.query(`CREATE INDEX idx_mentoring_sessions_holds ON mentoring_sessions (hold_expires_at) WHERE hold_expires_at IS NOT NULL AND status = 'scheduled'`);
    await q.query(`CREATE INDEX idx_mentoring_sessions_upcoming ON mentoring_sessions (scheduled_at) WHERE status IN ('scheduled', 'confirmed')`);

    await q.query(`CREATE TABLE guardian_approvals (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL,
      subject_id uuid NOT NULL,
      player_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      guardian_email text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'expired')),
      summary text NOT NULL,
      expires_at timestamptz NOT NULL,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX uq_guardian_approvals_subject ON guardian_approvals (kind, subject_id)`);
    await q.query(`CREATE INDEX idx_guardian_approvals_pending ON guardian_approvals (expires_at) WHERE status = 'pending'`);

    await q.query(`ALTER TABLE checkouts DROP CONSTRAINT IF EXISTS checkouts_kind_check`);
    await q.query(`ALTER TABLE checkouts ADD CONSTRAINT checkouts_kind_check CHECK (kind IN ('subscription', 'addon', 'seats', 'session'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM checkouts WHERE kind = 'session'`);
    await q.query(`ALTER TABLE checkouts DROP CONSTRAINT IF EXISTS checkouts_kind_check`);
    await q.query(`ALTER TABLE checkouts ADD CONSTRAINT checkouts_kind_check CHECK (kind IN ('subscription', 'addon', 'seats'))`);
    await q.query(`DROP TABLE guardian_approvals`);
    await q.query(`DROP TRIGGER trg_mentoring_sessions_ends_at ON mentoring_sessions`);
    await q.query(`DROP FUNCTION mentoring_sessions_ends_at()`);
    await q.query(`DROP INDEX idx_mentoring_sessions_upcoming`);
    await q.query(`DROP INDEX idx_mentoring_sessions_holds`);
    await q.query(`ALTER TABLE mentoring_sessions DROP CONSTRAINT ex_mentoring_sessions_mentee_time, DROP CONSTRAINT ex_mentoring_sessions_mentor_time,
      DROP CONSTRAINT ck_mentoring_sessions_range`);
    await q.query(`ALTER TABLE mentoring_sessions DROP COLUMN ends_at, DROP COLUMN hold_expires_at, DROP COLUMN price_cents, DROP COLUMN currency,
      DROP COLUMN paid_at, DROP COLUMN checkout_url, DROP COLUMN guardian_approval, DROP COLUMN cancel_reason, DROP COLUMN cancelled_by,
      DROP COLUMN absent_party, DROP COLUMN reminded_24h_at, DROP COLUMN reminded_1h_at`);
  }
}
