import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MentoringRelationship } from './mentoring-relationship.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/** mentoring_goals: priority defaults 'medium', status 'active'. */
@Entity({ name: 'mentoring_goals' })
export class MentoringGoal {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'relationship_id', type: 'uuid' })
  relationshipId: string;

  @ManyToOne(() => MentoringRelationship, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'relationship_id' })
  relationship?: MentoringRelationship;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  category: string | null;

  @Column({ name: 'target_date', type: 'date', nullable: true })
  targetDate: string | null;

  /** low | medium | high */
  @Column({ type: 'text', default: 'medium' })
  priority: string;

  /** active | completed | paused | cancelled */
  @Column({ type: 'text', default: 'active' })
  status: string;

  @Column({ name: 'progress_percentage', type: 'int', default: 0 })
  progressPercentage: number;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
