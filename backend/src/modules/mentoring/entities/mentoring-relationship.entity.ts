import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Mentor } from './mentor.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import { MENTORSHIP_STATUSES, type MentorshipStatus } from '../../../database/enums';
import type { AccountRef } from '../../../database/entity-refs';

/** mentoring_relationships: unique per mentor and mentee (a user). */
@Entity({ name: 'mentoring_relationships' })
@Unique('uq_mentoring_relationships_pair', ['mentorId', 'menteeId'])
export class MentoringRelationship {
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  @Column({ type: 'enum', enum: MENTORSHIP_STATUSES, enumName: 'mentorship_status', default: 'active' })
  status: MentorshipStatus;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  goals: string[];

  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate: string | null;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  @Column({ name: 'total_sessions', type: 'int', default: 0 })
  totalSessions: number;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
