import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/** payments: the ledger. Every charge and refund is a row; a replayed provider event cannot add a second. */
@Entity({ name: 'payments' })
@Unique('uq_payments_provider_ref', ['provider', 'providerRef', 'direction'])
export class Payment {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** The account the payment is for (a guardian's payment is for the player). */
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ name: 'payer_email', type: 'text', nullable: true }) payerEmail: string | null;
  @Column({ type: 'text' }) kind: 'subscription' | 'addon' | 'session' | 'seats';
  @Column({ type: 'text' }) direction: 'charge' | 'refund';
  @Column({ name: 'amount_cents', type: 'int' }) amountCents: number;
  @Column({ type: 'text', default: 'USD' }) currency: string;
  @Column({ type: 'text' }) description: string;
  @Column({ name: 'checkout_id', type: 'uuid', nullable: true }) checkoutId: string | null;
  @Column({ name: 'subscription_id', type: 'uuid', nullable: true }) subscriptionId: string | null;
  @Column({ name: 'addon_purchase_id', type: 'uuid', nullable: true }) addonPurchaseId: string | null;
  @Column({ name: 'session_payment_id', type: 'uuid', nullable: true }) sessionPaymentId: string | null;
  @Column({ type: 'text' }) provider: string;
  @Column({ name: 'provider_ref', type: 'text' }) providerRef: string;
  @CreateDateColumn(createdAtColumn) createdAt: Date;
}
