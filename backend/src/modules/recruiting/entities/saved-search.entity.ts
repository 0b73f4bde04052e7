import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SearchFilters } from '@fiji/contracts';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/** saved_searches (Save Search, docs/decisions.md "Stubs that become real"): a user's stored player-search filters. */
@Entity({ name: 'saved_searches' })
export class SavedSearchEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AccountRef;

  @Column({ type: 'text' })
  name: string;

  /** The page's filter names (SearchFilters), validated by SearchFiltersDto before they are stored. */
  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  filters: SearchFilters;

  /** A Recruiter Plan ended and Free cannot run these filters: read-only until the retention ends (docs/billing.md). */
  @Column({ name: 'plan_locked_at', type: 'timestamptz', nullable: true })
  planLockedAt: Date | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
