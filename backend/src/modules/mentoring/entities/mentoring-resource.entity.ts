import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Mentor } from './mentor.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/** mentoring_resources: a mentor's documents, videos and links. */
@Entity({ name: 'mentoring_resources' })
export class MentoringResource {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'mentor_id', type: 'uuid' })
  mentorId: string;

  @ManyToOne(() => Mentor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mentor_id' })
  mentor?: Mentor;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'resource_type', type: 'text' })
  resourceType: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'file_url', type: 'text', nullable: true })
  fileUrl: string | null;

  @Column({ name: 'external_url', type: 'text', nullable: true })
  externalUrl: string | null;

  @Column({ type: 'text', nullable: true })
  category: string | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags: string[];

  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ name: 'download_count', type: 'int', default: 0 })
  downloadCount: number;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
