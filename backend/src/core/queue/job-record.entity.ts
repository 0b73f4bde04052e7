import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, updatedAtColumn } from '../../database/column-types';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Durable record of queued work whose result matters (media processing, mail), so it is re-enqueued
 * at start when unfinished, with Redis/Bull or in-process (docs/architecture.md, "Jobs"). Owned by
 * core/queue: the queue is core, so its table is too.
 */
@Entity({ name: 'job_records' })
@Index('idx_job_records_status_run_after', ['status', 'runAfter'])
export class JobRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  queue: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  payload: Record<string, unknown>;

  /** pending | running | done | failed (text, not an enum, so the queue can grow states freely). */
  @Column({ type: 'text', default: 'pending' })
  status: JobStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'run_after', type: 'timestamptz', nullable: true })
  runAfter: Date | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
