import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { WatchlistItem } from './watchlist-item.entity';
import type { AccountRef } from '../../../database/entity-refs';

/**
 * watchlists. recruiter_id references users(id), not recruiters(id), because
 * admins use watchlists too (docs/decisions.md: "recruiter and admin") and need no recruiters row.
 */
@Entity({ name: 'watchlists' })
export class Watchlist {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'recruiter_id', type: 'uuid' })
  recruiterId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recruiter_id' })
  recruiter?: AccountRef;

  @Column({ type: 'text' })
  name: string;

  @OneToMany('WatchlistItem', 'watchlist')
  items?: WatchlistItem[];

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
