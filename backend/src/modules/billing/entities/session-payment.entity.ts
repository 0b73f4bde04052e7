import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, numericTransformer, updatedAtColumn } from '../../../database/column-types';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../database/enums';
import type { AccountRef, SessionRef } from '../../../database/entity-refs';

/** session_payments: payment for a mentoring session (billing owns money: held until the session completes, then released, docs/billing.md). */
@Entity({ name: 'session_payments' })
export class SessionPayment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @ManyToOne('MentoringSession', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session?: SessionRef;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'payer_id', type: 'uuid' })
  payerId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payer_id' })
  payer?: AccountRef;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  amount: number;

  @Column({ type: 'text', default: 'USD' })
  currency: string;

  @Column({ type: 'enum', enum: PAYMENT_STATUSES, enumName: 'payment_status', default: 'pending' })
  status: PaymentStatus;

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId: string | null;

  @Column({ name: 'charge_id', type: 'text', nullable: true })
  chargeId: string | null;

  @Column({ name: 'processing_fee', type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  processingFee: number | null;

  @Column({ name: 'net_amount', type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  netAmount: number | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** Integer cents: gross = platform fee + processing fee + net; refunds are ledger rows (payments). */
  @Column({ name: 'gross_cents', type: 'int', nullable: true }) grossCents: number | null;
  @Column({ name: 'platform_fee_cents', type: 'int', nullable: true }) platformFeeCents: number | null;
  @Column({ name: 'processing_fee_cents', type: 'int', nullable: true }) processingFeeCents: number | null;
  @Column({ name: 'net_cents', type: 'int', nullable: true }) netCents: number | null;
  @Column({ name: 'refunded_cents', type: 'int', default: 0 }) refundedCents: number;
  /** Held until the session completes; released to the mentor's balance then. */
  @Column({ name: 'released_at', type: 'timestamptz', nullable: true }) releasedAt: Date | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
