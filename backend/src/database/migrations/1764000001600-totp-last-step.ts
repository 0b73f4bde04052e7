import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * user_two_factor.last_time_step: the 30-second TOTP step of the last code accepted for the account, so
 * the same code (or an older one) cannot sign in twice (RFC 6238 section 5.2; docs/admin.md).
 */
export class TotpLastStep1764000001600 implements MigrationInterface {
  name = 'TotpLastStep1764000001600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_two_factor ADD COLUMN last_time_step bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_two_factor DROP COLUMN last_time_step`);
  }
}
