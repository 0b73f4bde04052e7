import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/** funnel_events: product analytics for Platform Analytics; user_id SET NULL on delete. */
@Entity({ name: 'funnel_events' })
@Index('idx_funnel_events_type_created', ['eventType', 'createdAt'])
export class FunnelEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id: another module's table, so the foreign key (with its ON DELETE rule) is only in the migration. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'session_id', type: 'text', nullable: true })
  sessionId: string | null;

  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  @Column({ name: 'event_data', type: 'jsonb', nullable: true })
  eventData: Record<string, unknown> | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ name: 'ip_address', type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  referrer: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
