import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MentoringRelationship } from './mentoring-relationship.entity';
import { MentoringSession } from './mentoring-session.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/** mentoring_assessments: a mentor's scored assessment (0-10) of a skill. */
@Entity({ name: 'mentoring_assessments' })
export class MentoringAssessment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'relationship_id', type: 'uuid' })
  relationshipId: string;

  @ManyToOne(() => MentoringRelationship, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'relationship_id' })
  relationship?: MentoringRelationship;

  @Column({ name: 'session_id', type: 'uuid', nullable: true })
  sessionId: string | null;

  @ManyToOne(() => MentoringSession, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'session_id' })
  session?: MentoringSession | null;

  @Column({ name: 'assessment_type', type: 'text' })
  assessmentType: string;

  @Column({ name: 'skill_area', type: 'text', nullable: true })
  skillArea: string | null;

  @Column({ name: 'score_out_of_10', type: 'int', nullable: true })
  scoreOutOf10: number | null;

  @Column({ name: 'improvement_areas', type: 'text', array: true, default: () => `'{}'` })
  improvementAreas: string[];

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  strengths: string[];

  @Column({ name: 'mentor_notes', type: 'text', nullable: true })
  mentorNotes: string | null;

  @Column({ name: 'next_steps', type: 'text', nullable: true })
  nextSteps: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
