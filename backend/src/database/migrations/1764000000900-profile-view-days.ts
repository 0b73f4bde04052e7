import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pro analytics (docs/billing.md "Pro analytics"): a daily rollup of counted profile views per player,
 * Fiji day, viewer role and viewer province. It never names the viewer.
 */
export class ProfileViewDays1764000000900 implements MigrationInterface {
  name = 'ProfileViewDays1764000000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE profile_view_days (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      player_id uuid NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      day date NOT NULL,
      viewer_role user_role NOT NULL,
      viewer_province text NOT NULL,
      views int NOT NULL DEFAULT 0,
      CONSTRAINT uq_profile_view_days UNIQUE (player_id, day, viewer_role, viewer_province)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE profile_view_days`);
  }
}
