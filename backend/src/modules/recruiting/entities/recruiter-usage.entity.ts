import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/**
 * recruiter_usage: monthly counters, unique per recruiter, month, year.
 * recruiter_id references users(id) so any viewer (admin included) can be metered without a recruiters row.
 */
@Entity({ name: 'recruiter_usage' })
@Unique('uq_recruiter_usage_period', ['recruiterId', 'month', 'year'])
export class RecruiterUsage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'recruiter_id', type: 'uuid' })
  recruiterId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recruiter_id' })
  recruiter?: AccountRef;

  @Column({ type: 'int' })
  month: number;

  @Column({ type: 'int' })
  year: number;

  @Column({ name: 'profile_views_used', type: 'int', default: 0 })
  profileViewsUsed: number;

  @Column({ name: 'contacts_used', type: 'int', default: 0 })
  contactsUsed: number;

  @Column({ name: 'advanced_filters_used', type: 'int', default: 0 })
  advancedFiltersUsed: number;

  @Column({ name: 'exports_used', type: 'int', default: 0 })
  exportsUsed: number;

  @Column({ name: 'reset_at', type: 'timestamptz', nullable: true })
  resetAt: Date | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
