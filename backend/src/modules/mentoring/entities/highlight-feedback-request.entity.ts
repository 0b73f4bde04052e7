import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Mentor } from './mentor.entity';
import { Player } from '../../player/entities/player.entity';
import { Highlight } from '../../player/entities/highlight.entity';
import { AddonPurchase } from '../../player/entities/addon-purchase.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/** highlight_feedback_requests (recruiting-side §3): a paid request for a mentor's review of a highlight. */
@Entity({ name: 'highlight_feedback_requests' })
export class HighlightFeedbackRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ name: 'highlight_id', type: 'uuid' })
  highlightId: string;

  @ManyToOne(() => Highlight, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'highlight_id' })
  highlight?: Highlight;

  @Column({ name: 'purchase_id', type: 'uuid', nullable: true })
  purchaseId: string | null;

  @ManyToOne(() => AddonPurchase, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'purchase_id' })
  purchase?: AddonPurchase | null;

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
