import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { AmaEvent } from './ama-event.entity';
import { createdAtColumn, numericTransformer, updatedAtColumn } from '../../../database/column-types';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../database/enums';
import type { AccountRef } from '../../../database/entity-refs';

/** ama_registrations: unique per event and user. */
@Entity({ name: 'ama_registrations' })
@Unique('uq_ama_registrations_event_user', ['eventId', 'userId'])
export class AmaRegistration {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @ManyToOne(() => AmaEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: AmaEvent;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AccountRef;

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  amount: number | null;

  @Column({ type: 'text', default: 'USD' })
  currency: string;

  @Column({ type: 'enum', enum: PAYMENT_STATUSES, enumName: 'payment_status', default: 'pending' })
  status: PaymentStatus;

  @Column({ name: 'join_url', type: 'text', nullable: true })
  joinUrl: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
