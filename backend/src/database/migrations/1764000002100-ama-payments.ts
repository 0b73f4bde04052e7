import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ama_payments (billing): what a paid AMA place earns its mentor, like session_payments for sessions
 * (docs/billing.md "AMA payments"): gross = platform fee + processing fee + net + refunded, held until the
 * event has ended, a place given up in time refunded. One row per registration and per payment intent.
 */
export class AmaPayments1764000002100 implements MigrationInterface {
  name = 'AmaPayments1764000002100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ama_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      registration_id uuid NOT NULL,
      mentor_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      payer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      payment_intent_id text NOT NULL,
      currency text NOT NULL,
      gross_cents integer NOT NULL CHECK (gross_cents > 0),
      platform_fee_cents integer NOT NULL,
      processing_fee_cents integer NOT NULL,
      net_cents integer NOT NULL,
      refunded_cents integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'refunded')),
      paid_at timestamptz NOT NULL,
      releases_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_ama_payments_registration UNIQUE (registration_id),
      CONSTRAINT uq_ama_payments_intent UNIQUE (payment_intent_id),
      CONSTRAINT ck_ama_payments_sum CHECK (gross_cents = platform_fee_cents + processing_fee_cents + net_cents + refunded_cents)
    )`);
    await q.query(`CREATE INDEX idx_ama_payments_mentor ON ama_payments (mentor_user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ama_payments`);
  }
}
