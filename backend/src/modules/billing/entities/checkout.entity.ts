import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AddonType, BillingInterval, CheckoutState, PlanType } from '@fiji/contracts';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

export type CheckoutKind = 'subscription' | 'addon' | 'seats' | 'session';

/** checkouts: one attempt to buy a plan, an add-on or seats, for `user_id` (paid by `payer_email` when a guardian pays). */
@Entity({ name: 'checkouts' })
export class Checkout {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'text' }) kind: CheckoutKind;
  @Column({ type: 'text', nullable: true }) plan: PlanType | null;
  @Column({ type: 'text', nullable: true }) interval: BillingInterval | null;
  @Column({ type: 'enum', enum: ['profile_boost', 'extra_upload', 'highlight_feedback', 'verification_fast_track'], enumName: 'addon_type', nullable: true })
  addon: AddonType | null;
  @Column({ type: 'int', nullable: true }) seats: number | null;
  /** playerId, highlightId, mentorId of an add-on. */
  @Column({ type: 'jsonb', default: {} }) target: Record<string, string>;
  @Column({ type: 'text' }) description: string;
  @Column({ name: 'amount_cents', type: 'int' }) amountCents: number;
  @Column({ type: 'text', default: 'USD' }) currency: string;
  @Column({ name: 'catalogue_version', type: 'int' }) catalogueVersion: number;
  @Column({ type: 'text', default: 'open' }) status: CheckoutState;
  @Column({ type: 'text' }) provider: string;
  @Column({ name: 'provider_session_id', type: 'text', nullable: true, unique: true }) providerSessionId: string | null;
  @Column({ name: 'payer_email', type: 'text', nullable: true }) payerEmail: string | null;
  @Column({ name: 'return_to', type: 'text', default: '/account/billing' }) returnTo: string;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @CreateDateColumn(createdAtColumn) createdAt: Date;
  @UpdateDateColumn(updatedAtColumn) updatedAt: Date;
}
