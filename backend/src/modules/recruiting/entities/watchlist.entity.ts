import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { WatchlistItem } from './watchlist-item.entity';

/**
 * watchlists (recruiting-side §3). recruiter_id references users(id), not recruiters(id), because
 * admins use watchlists too (DECISIONS.md: "recruiter and admin") and need no recruiters row.
 */
@Entity({ name: 'watchlists' })
export class Watchlist {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'recruiter_id', type: 'uuid' })
  recruiterId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recruiter_id' })
  recruiter?: User;

  @Column({ type: 'text' })
  name: string;

  @OneToMany('WatchlistItem', 'watchlist')
  items?: WatchlistItem[];

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
