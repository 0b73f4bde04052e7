import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Media hidden after a paid plan ends are missing for everyone but their owner (docs/billing.md), so the
 * highlight visibility rule reads highlights.plan_hidden_at, and the player module's read model used by
 * search carries it (CREATE OR REPLACE VIEW can only append a column).
 */
export class HighlightDirectoryPlanHidden1764000000910 implements MigrationInterface {
  name = 'HighlightDirectoryPlanHidden1764000000910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE VIEW highlight_directory AS SELECT id, player_id, privacy, status, plan_hidden_at FROM highlights`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW highlight_directory`);
    await q.query(`CREATE VIEW highlight_directory AS SELECT id, player_id, privacy, status FROM highlights`);
    await q.query(`COMMENT ON VIEW highlight_directory IS 'Read model of the player module (docs/architecture.md, Boundaries)'`);
  }
}
