import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ORG_TYPES, type OrgType } from '@fiji/contracts';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/**
 * orgs. `province` holds the rugby union the organisation is affiliated to
 * (docs/decisions.md), one of UNIONS. Unique per lower(name) + org_type (migration index).
 */
@Entity({ name: 'orgs' })
export class Org {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'org_type', type: 'enum', enum: ORG_TYPES, enumName: 'org_type' })
  orgType: OrgType;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', default: 'Fiji' })
  country: string;

  /** The affiliated union's name (e.g. 'Suva'), per docs/decisions.md. */
  @Column({ type: 'text', nullable: true })
  province: string | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ name: 'contact_email', type: 'text', nullable: true })
  contactEmail: string | null;

  @Column({ name: 'contact_phone', type: 'text', nullable: true })
  contactPhone: string | null;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  /** Extension: Featured organization's logoUrl. */
  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl: string | null;

  @Column({ name: 'established_year', type: 'int', nullable: true })
  establishedYear: number | null;

  @Column({ name: 'player_count', type: 'int', default: 0 })
  playerCount: number;

  @Column({ name: 'age_groups', type: 'text', array: true, default: () => `'{}'` })
  ageGroups: string[];

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  divisions: string[];

  @Column({ type: 'boolean', default: false })
  verified: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
