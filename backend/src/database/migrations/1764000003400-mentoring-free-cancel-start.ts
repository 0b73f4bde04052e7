import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * mentoring_sessions.free_cancel_start: when the mentee moves a session from inside the free-cancel
 * window, the start it was due at then; a later mentee cancel is judged against it, not the new start
 * (docs/mentoring.md "Lifecycle"). NULL: judged against scheduled_at.
 */
export class MentoringFreeCancelStart1764000003400 implements MigrationInterface {
  name = 'MentoringFreeCancelStart1764000003400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mentoring_sessions ADD COLUMN free_cancel_start timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mentoring_sessions DROP COLUMN free_cancel_start`);
  }
}
