import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/** subscription_seats: a colleague invited to share a Recruiter Plan (one plan per member). */
@Entity({ name: 'subscription_seats' })
export class SubscriptionSeat {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'subscription_id', type: 'uuid' }) subscriptionId: string;
  @Column({ type: 'text' }) email: string;
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId: string | null;
  /** invited | active */
  @Column({ type: 'text', default: 'invited' }) status: string;
  @Column({ name: 'token_hash', type: 'text', nullable: true }) tokenHash: string | null;
  @CreateDateColumn(createdAtColumn) createdAt: Date;
  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true }) acceptedAt: Date | null;
}
