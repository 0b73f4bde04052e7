import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ama_registrations.checkout_url: where the registrant pays a place held for payment, so the AMA card can
 * offer "Pay now" after the payer left the checkout (docs/mentoring.md "AMA events"); a guardian's checkout
 * is not kept here (the guardian's link goes by mail).
 */
export class AmaRegistrationCheckout1764000002200 implements MigrationInterface {
  name = 'AmaRegistrationCheckout1764000002200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ama_registrations ADD COLUMN checkout_url text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ama_registrations DROP COLUMN checkout_url`);
  }
}
