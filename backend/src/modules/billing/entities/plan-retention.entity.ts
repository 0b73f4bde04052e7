import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/** plan_retentions: after a paid plan ends, what Free cannot hold is kept for its owner until delete_after. */
@Entity({ name: 'plan_retentions' })
export class PlanRetention {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'text' }) plan: string;
  @Column({ name: 'ended_at', type: 'timestamptz' }) endedAt: Date;
  @Column({ name: 'delete_after', type: 'timestamptz' }) deleteAfter: Date;
  @Column({ name: 'reminded_at', type: 'timestamptz', nullable: true }) remindedAt: Date | null;
  @Column({ name: 'purged_at', type: 'timestamptz', nullable: true }) purgedAt: Date | null;
  @CreateDateColumn(createdAtColumn) createdAt: Date;
}
