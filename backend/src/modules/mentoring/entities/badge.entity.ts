import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { BADGE_TYPES, type BadgeType } from '../../../database/enums';
import type { AccountRef } from '../../../database/entity-refs';

/** badges: unique per user and badge type; colour defaults to #2563eb. */
@Entity({ name: 'badges' })
@Unique('uq_badges_user_type', ['userId', 'badgeType'])
export class Badge {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AccountRef;

  @Column({ name: 'badge_type', type: 'enum', enum: BADGE_TYPES, enumName: 'badge_type' })
  badgeType: BadgeType;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'icon_url', type: 'text', nullable: true })
  iconUrl: string | null;

  @Column({ type: 'text', default: '#2563eb' })
  color: string;

  /** The admin or mentor who awarded it (ON DELETE SET NULL). */
  @Column({ name: 'issued_by', type: 'uuid', nullable: true })
  issuedBy: string | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;

  @Column({ name: 'earned_at', type: 'timestamptz', default: () => 'now()' })
  earnedAt: Date;
}
