import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/** Types the client knows; any other string renders as 'other'. */
export const NOTIFICATION_TYPES = [
  'profile_view', 'interest_marked', 'highlight_added', 'contact_request', 'contact_request_update',
  'follow', 'verification', 'other',
] as const;

/**
 * notifications. The related_* ids are plain uuid columns whose foreign keys
 * (ON DELETE SET NULL) live in the migration, so this module does not import other areas' entities.
 */
@Entity({ name: 'notifications' })
@Index('idx_notifications_user_created', ['userId', 'createdAt'])
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id: another module's table, so the foreign key (with its ON DELETE rule) is only in the migration. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'related_user_id', type: 'uuid', nullable: true })
  relatedUserId: string | null;

  @Column({ name: 'related_player_id', type: 'uuid', nullable: true })
  relatedPlayerId: string | null;

  @Column({ name: 'related_highlight_id', type: 'uuid', nullable: true })
  relatedHighlightId: string | null;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead: boolean;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
