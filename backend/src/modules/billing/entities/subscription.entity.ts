import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BillingInterval, PlanType } from '@fiji/contracts';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/**
 * subscriptions: the one plan record of an account (no row = Free). Keeps the amount and catalogue
 * version it was bought at; a downgrade or cancel waits in pending_plan / cancel_at_period_end until
 * current_period_end (docs/billing.md).
 */
@Entity({ name: 'subscriptions' })
export class Subscription {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid', unique: true }) userId: string;
  @Column({ type: 'text', default: 'free' }) plan: PlanType;
  @Column({ type: 'text', default: 'month' }) interval: BillingInterval;
  /** active | past_due | cancelled */
  @Column({ type: 'text', default: 'active' }) status: string;
  @Column({ name: 'amount_cents', type: 'int', default: 0 }) amountCents: number;
  @Column({ type: 'text', default: 'USD' }) currency: string;
  @Column({ name: 'catalogue_version', type: 'int', default: 1 }) catalogueVersion: number;
  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true }) currentPeriodStart: Date | null;
  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true }) currentPeriodEnd: Date | null;
  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false }) cancelAtPeriodEnd: boolean;
  @Column({ name: 'cancel_reason', type: 'text', nullable: true }) cancelReason: string | null;
  @Column({ name: 'pending_plan', type: 'text', nullable: true }) pendingPlan: PlanType | null;
  @Column({ name: 'pending_interval', type: 'text', nullable: true }) pendingInterval: BillingInterval | null;
  @Column({ name: 'grace_until', type: 'timestamptz', nullable: true }) graceUntil: Date | null;
  @Column({ type: 'int', default: 1 }) seats: number;
  @Column({ type: 'text', default: 'demo' }) provider: string;
  @Column({ name: 'provider_customer_id', type: 'text', nullable: true }) providerCustomerId: string | null;
  @Column({ name: 'provider_subscription_id', type: 'text', nullable: true, unique: true }) providerSubscriptionId: string | null;
  /** A guardian who pays for a minor: receipts go here. */
  @Column({ name: 'payer_email', type: 'text', nullable: true }) payerEmail: string | null;
  @CreateDateColumn(createdAtColumn) createdAt: Date;
  @UpdateDateColumn(updatedAtColumn) updatedAt: Date;
}
