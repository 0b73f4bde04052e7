import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The mentoring module's read model of badges, which the player's page shows (docs/mentoring.md "Badges"). */
export class MentoringBadgesReadModel1764000001210 implements MigrationInterface {
  name = 'MentoringBadgesReadModel1764000001210';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW user_badges AS SELECT user_id, badge_type, title, description, color, earned_at FROM badges`);
    await q.query(`COMMENT ON VIEW user_badges IS 'Read model of the mentoring module (docs/architecture.md, Boundaries)'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW user_badges`);
  }
}
