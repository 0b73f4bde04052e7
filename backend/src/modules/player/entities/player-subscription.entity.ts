import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PlanType } from '@fiji/contracts';
import { Player } from './player.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/** player_subscriptions: one per player; paid = plan not 'free' and status 'active'. */
@Entity({ name: 'player_subscriptions' })
export class PlayerSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'player_id', type: 'uuid', unique: true })
  playerId: string;

  @OneToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ type: 'text', default: 'free' })
  plan: PlanType;

  /** active | past_due | cancelled (text: set by the payment provider's webhook). */
  @Column({ type: 'text', default: 'active' })
  status: string;

  @Column({ name: 'provider_customer_id', type: 'text', nullable: true })
  providerCustomerId: string | null;

  @Column({ name: 'provider_subscription_id', type: 'text', nullable: true })
  providerSubscriptionId: string | null;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
