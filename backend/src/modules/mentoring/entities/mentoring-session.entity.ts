import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Mentor } from './mentor.entity';
import { MentoringRelationship } from './mentoring-relationship.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import { SESSION_STATUSES, type SessionStatus } from '../../../database/enums';
import type { AccountRef } from '../../../database/entity-refs';

/**
 * mentoring_sessions. A booking creates one (status scheduled) with a pending
 * session_payments row (docs/decisions.md); relationship_id is nullable so a first booking needs no relationship yet.
 */
@Entity({ name: 'mentoring_sessions' })
export class MentoringSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'relationship_id', type: 'uuid', nullable: true })
  relationshipId: string | null;

  @ManyToOne(() => MentoringRelationship, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'relationship_id' })
  relationship?: MentoringRelationship | null;

  @Column({ name: 'mentor_id', type: 'uuid' })
  mentorId: string;

  @ManyToOne(() => Mentor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mentor_id' })
  mentor?: Mentor;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'mentee_id', type: 'uuid' })
  menteeId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mentee_id' })
  mentee?: AccountRef;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'session_type', type: 'text', default: 'individual' })
  sessionType: string;

  @Column({ name: 'scheduled_at', type: 'timestamptz' })
  scheduledAt: Date;

  /** Minutes. */
  @Column({ type: 'int' })
  duration: number;

  @Column({ type: 'enum', enum: SESSION_STATUSES, enumName: 'session_status', default: 'scheduled' })
  status: SessionStatus;

  @Column({ name: 'meeting_url', type: 'text', nullable: true })
  meetingUrl: string | null;

  @Column({ name: 'recording_url', type: 'text', nullable: true })
  recordingUrl: string | null;

  @Column({ name: 'session_notes', type: 'text', nullable: true })
  sessionNotes: string | null;

  @Column({ name: 'mentee_reflection', type: 'text', nullable: true })
  menteeReflection: string | null;

  @Column({ type: 'int', nullable: true })
  rating: number | null;

  @Column({ type: 'text', nullable: true })
  feedback: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
