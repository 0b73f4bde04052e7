import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, numericTransformer, updatedAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/** Weekly availability, e.g. { mon: [{ start: '17:00', end: '19:00' }] } (times in the mentor's timezone). */
export type AvailabilitySchedule = Record<string, Array<{ start: string; end: string }>>;

/** mentors: one per user. */
@Entity({ name: 'mentors' })
export class Mentor {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AccountRef;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'years_experience', type: 'int', nullable: true })
  yearsExperience: number | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  specializations: string[];

  @Column({ name: 'expertise_areas', type: 'text', array: true, default: () => `'{}'` })
  expertiseAreas: string[];

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  languages: string[];

  @Column({ name: 'hourly_rate', type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  hourlyRate: number | null;

  @Column({ type: 'text', default: 'USD' })
  currency: string;

  @Column({ type: 'text', nullable: true })
  timezone: string | null;

  @Column({ name: 'availability_schedule', type: 'jsonb', nullable: true })
  availabilitySchedule: AvailabilitySchedule | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ type: 'numeric', precision: 3, scale: 2, default: 0, transformer: numericTransformer })
  rating: number;

  @Column({ name: 'total_sessions', type: 'int', default: 0 })
  totalSessions: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'payment_account_id', type: 'text', nullable: true })
  paymentAccountId: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
