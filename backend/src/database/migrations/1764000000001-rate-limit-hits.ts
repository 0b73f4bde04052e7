import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-client hits on public, costly endpoints (contact mail, sign-up), for rate limiting across instances. */
export class RateLimitHits1764000000001 implements MigrationInterface {
  name = 'RateLimitHits1764000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rate_limit_hits (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX idx_rate_limit_hits_key_created ON rate_limit_hits (key, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit_hits`);
  }
}
