import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, numericTransformer, updatedAtColumn } from '../../../database/column-types';
import { ADDON_TYPES, PAYMENT_STATUSES, type AddonType, type PaymentStatus } from '../../../database/enums';
import type { AccountRef } from '../../../database/entity-refs';

/** addon_purchases: payment_intent_id is unique. */
@Entity({ name: 'addon_purchases' })
export class AddonPurchase {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AccountRef;

  @Column({ name: 'addon_type', type: 'enum', enum: ADDON_TYPES, enumName: 'addon_type' })
  addonType: AddonType;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  amount: number;

  @Column({ type: 'text', default: 'USD' })
  currency: string;

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true, unique: true })
  paymentIntentId: string | null;

  @Column({ type: 'enum', enum: PAYMENT_STATUSES, enumName: 'payment_status', default: 'pending' })
  status: PaymentStatus;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
