import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/** ama_payments: what a paid AMA place earns its mentor (held until the event ends, docs/billing.md "AMA payments"). */
@Entity({ name: 'ama_payments' })
export class AmaPayment {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** ama_registrations.id (mentoring's table, named only). */
  @Column({ name: 'registration_id', type: 'uuid' }) registrationId: string;
  @Column({ name: 'mentor_user_id', type: 'uuid' }) mentorUserId: string;
  @Column({ name: 'payer_id', type: 'uuid' }) payerId: string;
  @Column({ name: 'payment_intent_id', type: 'text' }) paymentIntentId: string;
  @Column({ type: 'text' }) currency: string;
  /** Integer cents: gross = platform fee + processing fee + net + refunded (a CHECK holds it). */
  @Column({ name: 'gross_cents', type: 'int' }) grossCents: number;
  @Column({ name: 'platform_fee_cents', type: 'int' }) platformFeeCents: number;
  @Column({ name: 'processing_fee_cents', type: 'int' }) processingFeeCents: number;
  @Column({ name: 'net_cents', type: 'int' }) netCents: number;
  @Column({ name: 'refunded_cents', type: 'int', default: 0 }) refundedCents: number;
  @Column({ type: 'text', default: 'paid' }) status: 'paid' | 'refunded';
  @Column({ name: 'paid_at', type: 'timestamptz' }) paidAt: Date;
  /** When the event ends: from then on the net is the mentor's (released). */
  @Column({ name: 'releases_at', type: 'timestamptz' }) releasesAt: Date;
  @CreateDateColumn(createdAtColumn) createdAt: Date;
  @UpdateDateColumn(updatedAtColumn) updatedAt: Date;
}
