import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Org } from './org.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/**
 * recruiters: the recruiting profile of any recruiting-role user (recruiter,
 * club, union, coach, agent). One per user.  The plan is billing's (subscriptions).
 */
@Entity({ name: 'recruiters' })
export class Recruiter {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AccountRef;

  @Column({ name: 'org_id', type: 'uuid', nullable: true })
  orgId: string | null;

  @ManyToOne(() => Org, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'org_id' })
  org?: Org | null;

  @Column({ name: 'role_title', type: 'text', nullable: true })
  roleTitle: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
