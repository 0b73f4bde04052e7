import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recruiting rules kept by the database, not only by code:
 * - one PENDING contact request per sender and player (a declined or approved one may be followed by a new one);
 * - watchlist names unique per owner, case-insensitively (POST/PATCH answer 409).
 */
export class RecruitingUniques1764000000300 implements MigrationInterface {
  name = 'RecruitingUniques1764000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE UNIQUE INDEX uq_contact_requests_pending ON contact_requests (from_user_id, player_id) WHERE status = 'pending'`,
    );
    await q.query(`CREATE UNIQUE INDEX uq_watchlists_owner_name ON watchlists (recruiter_id, lower(name))`);
    // Watchlist cards count items and "added this week" per list.
    await q.query(`CREATE INDEX idx_watchlist_items_added ON watchlist_items (watchlist_id, added_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_watchlist_items_added`);
    await q.query(`DROP INDEX IF EXISTS uq_watchlists_owner_name`);
    await q.query(`DROP INDEX IF EXISTS uq_contact_requests_pending`);
  }
}
