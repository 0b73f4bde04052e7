import { Column, CreateDateColumn, Entity, JoinColumn, OneToMany, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DOMINANT_SIDES, VISIBILITIES, type DominantSide, type Visibility } from '@fiji/contracts';
import { createdAtColumn, numericTransformer, updatedAtColumn } from '../../../database/column-types';
import type { Highlight } from './highlight.entity';
import type { Achievement } from './achievement.entity';
import type { AccountRef, PlayerRef } from '../../../database/entity-refs';

/**
 * players: one profile per user (user_id unique).
 * Full-text search: the stored column `search_vector` (generated from player_search_vector(bio,
 * school, positions), GIN-indexed; migration 1764000000400) is queried by the recruiting module's
 * player search; it is not mapped here, so TypeORM never writes it.
 * That index and the trigram ones exist only in the migration (never synchronize).
 */
@Entity({ name: 'players' })
export class Player implements PlayerRef {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AccountRef;

  @Column({ type: 'date', nullable: true })
  dob: string | null;

  @Column({ name: 'height_cm', type: 'numeric', precision: 5, scale: 1, nullable: true, transformer: numericTransformer })
  heightCm: number | null;

  @Column({ name: 'weight_kg', type: 'numeric', precision: 5, scale: 1, nullable: true, transformer: numericTransformer })
  weightKg: number | null;

  @Column({ name: 'dominant_side', type: 'enum', enum: DOMINANT_SIDES, enumName: 'dominant_side', nullable: true })
  dominantSide: DominantSide | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  positions: string[];

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  formats: string[];

  @Column({ type: 'text', nullable: true })
  school: string | null;

  @Column({ type: 'text', nullable: true })
  province: string | null;

  @Column({ name: 'grad_year', type: 'int', nullable: true })
  gradYear: number | null;

  @Column({ name: 'age_grade_team', type: 'text', nullable: true })
  ageGradeTeam: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'profile_picture', type: 'text', nullable: true })
  profilePicture: string | null;

  @Column({ name: 'contact_email', type: 'text', nullable: true })
  contactEmail: string | null;

  @Column({ name: 'contact_phone', type: 'text', nullable: true })
  contactPhone: string | null;

  @Column({ type: 'enum', enum: VISIBILITIES, enumName: 'visibility', default: 'public' })
  visibility: Visibility;

  @Column({ name: 'verified_by_coach', type: 'boolean', default: false })
  verifiedByCoach: boolean;

  /** Extension: when an admin verified the profile (pending list = not verified and not rejected). */
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /** Hidden by a moderator (docs/admin.md, "Moderation"): missing for everyone but admins and the owner. */
  @Column({ name: 'moderation_hidden_at', type: 'timestamptz', nullable: true })
  moderationHiddenAt: Date | null;

  /** Extension: admin Reject records a reason (docs/decisions.md "Stubs that become real"). */
  @Column({ name: 'verification_rejected_at', type: 'timestamptz', nullable: true })
  verificationRejectedAt: Date | null;

  @Column({ name: 'verification_rejection_reason', type: 'text', nullable: true })
  verificationRejectionReason: string | null;

  /** The admin's own words next to the template reason (docs/admin.md); cleared when verified. */
  @Column({ name: 'verification_rejection_text', type: 'text', nullable: true })
  verificationRejectionText: string | null;

  /** Bought verification fast-track (billing add-on): the admin queue puts these first. */
  @Column({ name: 'verification_fast_tracked_at', type: 'timestamptz', nullable: true })
  verificationFastTrackedAt: Date | null;

  /** Extension: when a guardian's consent was confirmed for an under-18 player. */
  @Column({ name: 'guardian_consent_at', type: 'timestamptz', nullable: true })
  guardianConsentAt: Date | null;

  @OneToMany('Highlight', 'player')
  highlights?: Highlight[];

  @OneToMany('Achievement', 'player')
  achievements?: Achievement[];

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
