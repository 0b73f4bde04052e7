import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One counter row per limited key instead of one row per hit: a reservation is a single atomic
 * upsert, so a limit holds under any concurrency (a burst of 200 sign-ins cannot all pass a
 * count-then-insert check). Replaces login_attempts and rate_limit_hits.
 */
export class RateLimitCounters1764000000500 implements MigrationInterface {
  name = 'RateLimitCounters1764000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rate_limit_counters (
      key text PRIMARY KEY,
      hits integer NOT NULL CHECK (hits >= 0),
      window_started_at timestamptz NOT NULL DEFAULT now(),
      blocked_until timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX idx_rate_limit_counters_window ON rate_limit_counters (window_started_at)`);
    await q.query(`DROP TABLE login_attempts`);
    await q.query(`DROP TABLE rate_limit_hits`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rate_limit_hits (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX idx_rate_limit_hits_key_created ON rate_limit_hits (key, created_at)`);
    await q.query(`CREATE TABLE login_attempts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX idx_login_attempts_key_created ON login_attempts (key, created_at)`);
    await q.query(`DROP TABLE rate_limit_counters`);
  }
}
