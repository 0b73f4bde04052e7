import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/** Types the client knows; other strings are allowed and shown as 'other'. */
export const ACTIVITY_TYPES = [
  'highlight_upload', 'profile_picture_upload', 'achievement_add', 'profile_update', 'other',
] as const;

/** activities: a user's own recent actions for the Recent Activity card. */
@Entity({ name: 'activities' })
@Index('idx_activities_user_created', ['userId', 'createdAt'])
export class Activity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id: another module's table, so the foreign key (with its ON DELETE rule) is only in the migration. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
