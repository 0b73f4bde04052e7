import { BeforeInsert, BeforeUpdate, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { USER_ROLES, type UserRole } from '@fiji/contracts';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/** Notification settings saved from Profile Settings (docs/decisions.md: "notification preferences are saved"). */
export interface NotificationPreferences {
  emailNotifications: boolean;
  newMessages: boolean;
  profileViews: boolean;
}
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  newMessages: true,
  profileViews: false,
};

/**
 * users. Email is unique case-insensitively through the migration's
 * unique index on lower(email); services must look users up with lower(email) too.
 */
@Entity({ name: 'users' })
export class User implements AccountRef {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  /** Stored (spec field); kept in step with first/last name by the hooks below and by the seed. */
  @Column({ name: 'full_name', type: 'text', nullable: true })
  fullName: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Column({ type: 'enum', enum: USER_ROLES, enumName: 'user_role', default: 'player' })
  role: UserRole;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** Extension: argon2id hash; null for an account that cannot sign in with a password. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  /** Extension: date of birth (YYYY-MM-DD) for the 16+ rule and minors' safeguards. */
  @Column({ type: 'date', nullable: true })
  dob: string | null;

  /** Extension: guardian of an under-18 account holder (signup rule, contact-request copy). */
  @Column({ name: 'guardian_email', type: 'text', nullable: true })
  guardianEmail: string | null;

  /** Extension: when the guardian consent box was ticked at signup. */
  @Column({ name: 'guardian_consent_at', type: 'timestamptz', nullable: true })
  guardianConsentAt: Date | null;

  /** Extension: a recruiting-role account verified by an admin (docs/decisions.md "Roles, plans and visibility"). */
  @Column({ type: 'boolean', default: false })
  verified: boolean;

  /** Extension: set when an admin suspends the account; a suspended user cannot sign in. */
  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  /** Why the account is suspended (the admin's words, shown to admins and mailed to the user). */
  @Column({ name: 'suspension_reason', type: 'text', nullable: true })
  suspensionReason: string | null;

  /** general or child_safety (lifting a child-safety suspension needs a second admin; docs/admin.md). */
  @Column({ name: 'suspension_category', type: 'text', nullable: true })
  suspensionCategory: string | null;

  /** Extension: seeded demo / sample account (lets admin analytics and clean-ups tell them apart). */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  /** Extension: when two-factor sign-in was turned on (null: off); admins need it for the console. */
  @Column({ name: 'two_factor_enabled_at', type: 'timestamptz', nullable: true })
  twoFactorEnabledAt: Date | null;

  /** Extension: Profile Settings notification checkboxes. */
  @Column({
    name: 'notification_preferences',
    type: 'jsonb',
    default: () => `'{"emailNotifications":true,"newMessages":true,"profileViews":false}'::jsonb`,
  })
  notificationPreferences: NotificationPreferences;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;

  /** fullName is derived; keep it right whenever an entity instance is saved. */
  @BeforeInsert()
  @BeforeUpdate()
  syncFullName(): void {
    if (this.firstName !== undefined && this.lastName !== undefined) {
      this.fullName = `${this.firstName} ${this.lastName}`.trim();
    }
  }
}
