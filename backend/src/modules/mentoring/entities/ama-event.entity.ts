import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Mentor } from './mentor.entity';
import { createdAtColumn, numericTransformer, updatedAtColumn } from '../../../database/column-types';

/** ama_events: duration 60, capacity 20, status 'upcoming' by default. */
@Entity({ name: 'ama_events' })
export class AmaEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'mentor_id', type: 'uuid' })
  mentorId: string;

  @ManyToOne(() => Mentor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mentor_id' })
  mentor?: Mentor;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'scheduled_at', type: 'timestamptz' })
  scheduledAt: Date;

  /** Minutes. */
  @Column({ type: 'int', default: 60 })
  duration: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  price: number;

  @Column({ type: 'text', default: 'USD' })
  currency: string;

  @Column({ type: 'int', default: 20 })
  capacity: number;

  @Column({ name: 'registered_count', type: 'int', default: 0 })
  registeredCount: number;

  @Column({ name: 'meeting_url', type: 'text', nullable: true })
  meetingUrl: string | null;

  /** upcoming | live | completed | cancelled */
  @Column({ type: 'text', default: 'upcoming' })
  status: string;

  @Column({ name: 'recording_url', type: 'text', nullable: true })
  recordingUrl: string | null;

  @Column({ name: 'is_public', type: 'boolean', default: true })
  isPublic: boolean;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
