import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mentors and availability (docs/mentoring.md):
 * - availability in the mentor's IANA zone (`mentors.timezone`): weekly windows, date overrides, a buffer
 *   between sessions, a minimum notice and the session lengths offered (the free-form
 *   `availability_schedule` had no rules and goes);
 * - every mentor account has a mentors row: a deferred trigger adds one when an account becomes a mentor
 *   (sign-up, or a role change), after anything else the same transaction inserted (the seed), and the
 *   existing mentor accounts are backfilled;
 * - rating and total sessions are computed by the view `mentor_stats` from reviews and completed sessions,
 *   so the stored columns (set by hand) go.
 */
export class MentorProfiles1764000001000 implements MigrationInterface {
  name = 'MentorProfiles1764000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mentors
      ADD COLUMN weekly_availability jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN availability_overrides jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN buffer_minutes int NOT NULL DEFAULT 0 CONSTRAINT ck_mentors_buffer CHECK (buffer_minutes BETWEEN 0 AND 240),
      ADD COLUMN min_notice_hours int NOT NULL DEFAULT 24 CONSTRAINT ck_mentors_notice CHECK (min_notice_hours BETWEEN 0 AND 720),
      ADD COLUMN session_lengths int[] NOT NULL DEFAULT '{60}' CONSTRAINT ck_mentors_session_lengths
        CHECK (cardinality(session_lengths) > 0 AND session_lengths <@ ARRAY[30, 45, 60, 90]),
      DROP COLUMN availability_schedule,
      DROP COLUMN rating,
      DROP COLUMN total_sessions`);

    await q.query(`CREATE FUNCTION mentors_for_mentor_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.role = 'mentor' THEN
          INSERT INTO mentors (user_id) VALUES (NEW.id) ON CONFLICT (user_id) DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE CONSTRAINT TRIGGER trg_users_mentor_profile AFTER INSERT OR UPDATE OF role ON users
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mentors_for_mentor_accounts()`);
    await q.query(`INSERT INTO mentors (user_id) SELECT id FROM users WHERE role = 'mentor' ON CONFLICT (user_id) DO NOTHING`);

    await q.query(`CREATE VIEW mentor_stats AS
      SELECT m.id AS mentor_id,
             COALESCE(r.average, 0)::numeric(2,1) AS rating,
             COALESCE(r.count, 0)::int AS review_count,
             COALESCE(s.completed, 0)::int AS total_sessions
        FROM mentors m
        LEFT JOIN (SELECT mentor_id, round(avg(rating)::numeric, 1) AS average, count(*) AS count
                     FROM mentor_reviews GROUP BY mentor_id) r ON r.mentor_id = m.id
        LEFT JOIN (SELECT mentor_id, count(*) AS completed
                     FROM mentoring_sessions WHERE status = 'completed' GROUP BY mentor_id) s ON s.mentor_id = m.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW mentor_stats`);
    await q.query(`DROP TRIGGER trg_users_mentor_profile ON users`);
    await q.query(`DROP FUNCTION mentors_for_mentor_accounts()`);
    await q.query(`ALTER TABLE mentors
      DROP COLUMN weekly_availability,
      DROP COLUMN availability_overrides,
      DROP COLUMN buffer_minutes,
      DROP COLUMN min_notice_hours,
      DROP COLUMN session_lengths,
      ADD COLUMN availability_schedule jsonb,
      ADD COLUMN rating numeric(3,2) NOT NULL DEFAULT 0,
      ADD COLUMN total_sessions int NOT NULL DEFAULT 0`);
  }
}
