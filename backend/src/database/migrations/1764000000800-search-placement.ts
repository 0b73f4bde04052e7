import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search placement and recruiter retention (docs/billing.md):
 * - the player module's read model `player_directory` gains `boosted` (a profile boost runs now), and
 *   `active_profile_boosts` lists the running boosts, so recruiter search can put boosted players first
 *   without naming profile_boosts (docs/architecture.md, "Boundaries");
 * - `saved_searches.plan_locked_at`: a saved search beyond the free limit after a Recruiter Plan ended,
 *   kept read-only for its owner until the retention ends.
 */
const PLAYER_DIRECTORY_COLUMNS = `id, user_id, visibility, profile_picture, school, grad_year, positions, formats, height_cm, weight_kg,
                 province, bio, dob, contact_email, contact_phone, verified_by_coach, verified_at, search_vector, updated_at`;
const RUNNING_BOOST = `b.is_active AND b.start_date <= now() AND b.end_date > now()`;
const COMMENT = (name: string) => `COMMENT ON VIEW ${name} IS 'Read model of the player module (docs/architecture.md, Boundaries)'`;

export class SearchPlacement1764000000800 implements MigrationInterface {
  name = 'SearchPlacement1764000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE VIEW player_directory AS
      SELECT ${PLAYER_DIRECTORY_COLUMNS},
             EXISTS (SELECT 1 FROM profile_boosts b WHERE b.player_id = players.id AND ${RUNNING_BOOST}) AS boosted
        FROM players`);
    await q.query(`CREATE VIEW active_profile_boosts AS
      SELECT b.player_id, b.end_date FROM profile_boosts b WHERE ${RUNNING_BOOST}`);
    await q.query(COMMENT('active_profile_boosts'));
    await q.query(`ALTER TABLE saved_searches ADD COLUMN plan_locked_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE saved_searches DROP COLUMN plan_locked_at`);
    await q.query(`DROP VIEW active_profile_boosts`);
    // CREATE OR REPLACE cannot drop a column: recreate the view as migration 1764000000600 left it.
    await q.query(`DROP VIEW player_directory`);
    await q.query(`CREATE VIEW player_directory AS SELECT ${PLAYER_DIRECTORY_COLUMNS} FROM players`);
    await q.query(COMMENT('player_directory'));
  }
}
