import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Mentor } from './mentor.entity';
import { MentoringSession } from './mentoring-session.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/**
 * mentor_reviews: unique per mentor, reviewer and session. The migration's
 * constraint is UNIQUE NULLS NOT DISTINCT (PG 15+), so one review without a session per pair too.
 */
@Entity({ name: 'mentor_reviews' })
export class MentorReview {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'mentor_id', type: 'uuid' })
  mentorId: string;

  @ManyToOne(() => Mentor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mentor_id' })
  mentor?: Mentor;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'reviewer_id', type: 'uuid' })
  reviewerId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reviewer_id' })
  reviewer?: AccountRef;

  @Column({ name: 'session_id', type: 'uuid', nullable: true })
  sessionId: string | null;

  @ManyToOne(() => MentoringSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session?: MentoringSession | null;

  @Column({ type: 'int' })
  rating: number;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ type: 'text', nullable: true })
  comment: string | null;

  @Column({ name: 'would_recommend', type: 'boolean', default: true })
  wouldRecommend: boolean;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
