import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models (docs/architecture.md, "Boundaries"): a module never names another module's tables in
 * SQL; where a query must join across modules (search, social lists, snapshots), it reads the views
 * the owning module exports instead. Each view is a plain projection (no aggregate, no DISTINCT), so
 * PostgreSQL inlines it into the query and plans it on the tables' own indexes exactly as before.
 * Each owner lists its views and their columns in its read-models.ts; a column another module starts
 * to read is added here by a new migration (CREATE OR REPLACE VIEW can only append columns).
 */
const VIEWS: Array<{ name: string; owner: string; sql: string }> = [
  {
    name: 'user_directory',
    owner: 'users',
    sql: `SELECT id, first_name, last_name, full_name, profile_image_url, dob, guardian_email, guardian_consent_at, suspended_at
            FROM users`,
  },
  {
    name: 'player_directory',
    owner: 'player',
    // search_vector and the sort columns are what the search's GIN and keyset indexes cover.
    sql: `SELECT id, user_id, visibility, profile_picture, school, grad_year, positions, formats, height_cm, weight_kg,
                 province, bio, dob, contact_email, contact_phone, verified_by_coach, verified_at, search_vector, updated_at
            FROM players`,
  },
  {
    name: 'highlight_directory',
    owner: 'player',
    // The columns the highlight visibility rule reads (core/access/visibility.ts).
    sql: `SELECT id, player_id, privacy, status FROM highlights`,
  },
  {
    name: 'recruiter_directory',
    owner: 'recruiting',
    // orgs.id is the primary key, so the planner drops the join when org_name is not read.
    sql: `SELECT r.id, r.user_id, r.role_title, r.org_id, o.name AS org_name
            FROM recruiters r LEFT JOIN orgs o ON o.id = r.org_id`,
  },
];

export class ReadModels1764000000600 implements MigrationInterface {
  name = 'ReadModels1764000000600';

  async up(q: QueryRunner): Promise<void> {
    for (const view of VIEWS) {
      await q.query(`CREATE VIEW ${view.name} AS ${view.sql}`);
      await q.query(`COMMENT ON VIEW ${view.name} IS 'Read model of the ${view.owner} module (docs/architecture.md, Boundaries)'`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const view of [...VIEWS].reverse()) await q.query(`DROP VIEW ${view.name}`);
  }
}
