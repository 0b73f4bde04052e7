import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, numericTransformer, updatedAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';
import type { DateOverride, WeeklyWindow } from '@fiji/contracts';

/** mentors: one per mentor account (created with it); rating and total sessions come from the view mentor_stats. */
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

  /** Windows in the mentor's zone (`timezone`), weekday 0 = Sunday (docs/mentoring.md). */
  @Column({ name: 'weekly_availability', type: 'jsonb', default: () => `'[]'` })
  weeklyAvailability: WeeklyWindow[];

  /** Dates (in the mentor's zone) that replace the weekly windows. */
  @Column({ name: 'availability_overrides', type: 'jsonb', default: () => `'[]'` })
  availabilityOverrides: DateOverride[];

  @Column({ name: 'buffer_minutes', type: 'int', default: 0 })
  bufferMinutes: number;

  @Column({ name: 'min_notice_hours', type: 'int', default: 24 })
  minNoticeHours: number;

  @Column({ name: 'session_lengths', type: 'int', array: true, default: () => `'{60}'` })
  sessionLengths: number[];

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** Hidden by a moderator (docs/admin.md, "Moderation"): missing for everyone but admins and the owner. */
  @Column({ name: 'moderation_hidden_at', type: 'timestamptz', nullable: true })
  moderationHiddenAt: Date | null;

  @Column({ name: 'payment_account_id', type: 'text', nullable: true })
  paymentAccountId: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
