import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mentoring module's read model of sessions, which billing reads for a session's status and its
 * mentor's account (the release check and the mentor's balance; docs/architecture.md, "Boundaries").
 */
export class MentoringSessionDirectory1764000003600 implements MigrationInterface {
  name = 'MentoringSessionDirectory1764000003600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW mentoring_session_directory AS
      SELECT s.id, m.user_id AS mentor_user_id, s.status FROM mentoring_sessions s JOIN mentors m ON m.id = s.mentor_id`);
    await q.query(`COMMENT ON VIEW mentoring_session_directory IS 'Read model of the mentoring module (docs/architecture.md, Boundaries)'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW mentoring_session_directory`);
  }
}
