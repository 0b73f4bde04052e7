import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search placement as an index (docs/search.md, "Placement at scale"): `players.player_pro` says Player Pro
 * is in force for the profile's owner, kept by the player module from billing's plan hooks and a periodic
 * reconcile against billing's read model `paid_plan_holders` (ProPlacementService), so the default order
 * walks the Pro profiles by recency from a partial index instead of collecting and sorting every Pro
 * profile a filter matches. `player_directory` exposes it as the last column.
 */
const PLAYER_DIRECTORY_COLUMNS = `id, user_id, visibility, profile_picture, school, grad_year, positions, formats, height_cm, weight_kg,
                 province, bio, dob, contact_email, contact_phone, verified_by_coach, verified_at, search_vector, updated_at`;
const RUNNING_BOOST = `b.is_active AND b.start_date <= now() AND b.end_date > now()`;
const BOOSTED = `EXISTS (SELECT 1 FROM profile_boosts b WHERE b.player_id = players.id AND ${RUNNING_BOOST}) AS boosted`;

export class PlayerProPlacement1764000002300 implements MigrationInterface {
  name = 'PlayerProPlacement1764000002300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE players ADD COLUMN player_pro boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE players SET player_pro = true
                    WHERE user_id IN (SELECT h.user_id FROM paid_plan_holders h WHERE h.plan = 'player_pro')`);
    // The recency order of the Pro profiles alone (idx_players_updated's columns), a few percent of the rows.
    await q.query(`CREATE INDEX idx_players_pro_updated ON players (updated_at, id) WHERE player_pro`);
    await q.query(`CREATE OR REPLACE VIEW player_directory AS
      SELECT ${PLAYER_DIRECTORY_COLUMNS}, ${BOOSTED}, moderation_hidden_at, player_pro
        FROM players`);
  }

  async down(q: QueryRunner): Promise<void> {
    // CREATE OR REPLACE cannot drop a column: recreate the view as migration 1764000001400 left it.
    await q.query(`DROP VIEW player_directory`);
    await q.query(`CREATE VIEW player_directory AS SELECT ${PLAYER_DIRECTORY_COLUMNS}, ${BOOSTED}, moderation_hidden_at FROM players`);
    await q.query(`COMMENT ON VIEW player_directory IS 'Read model of the player module (docs/architecture.md, Boundaries)'`);
    await q.query(`DROP INDEX idx_players_pro_updated`);
    await q.query(`ALTER TABLE players DROP COLUMN player_pro`);
  }
}
