import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Mentor } from './mentor.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { PlayerRef } from '../../../database/entity-refs';

/** highlight_feedback_requests: a paid request for a mentor's review of a highlight. */
@Entity({ name: 'highlight_feedback_requests' })
export class HighlightFeedbackRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** players.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne('Player', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: PlayerRef;

  /** highlights.id: another module's table, so the foreign key (with its ON DELETE rule) is only in the migration. */
  @Column({ name: 'highlight_id', type: 'uuid' })
  highlightId: string;

  /** addon_purchases.id: another module's table, so the foreign key (with its ON DELETE rule) is only in the migration. */
  @Column({ name: 'purchase_id', type: 'uuid', nullable: true })
  purchaseId: string | null;

  @Column({ name: 'mentor_id', type: 'uuid', nullable: true })
  mentorId: string | null;

  @ManyToOne(() => Mentor, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mentor_id' })
  mentor?: Mentor | null;

  /** pending | in_progress | completed | cancelled */
  @Column({ type: 'text', default: 'pending' })
  status: string;

  @Column({ name: 'feedback_text', type: 'text', nullable: true })
  feedbackText: string | null;

  @Column({ name: 'video_feedback_url', type: 'text', nullable: true })
  videoFeedbackUrl: string | null;

  @Column({ type: 'int', nullable: true })
  rating: number | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
