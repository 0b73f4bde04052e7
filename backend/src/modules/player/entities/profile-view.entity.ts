import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Player } from './player.entity';
import { createdAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/**
 * profile_views: unique per viewer and player, so a repeat view updates
 * viewed_at and bumps view_count (upsert ON CONFLICT (viewer_id, player_id)).
 */
@Entity({ name: 'profile_views' })
@Unique('uq_profile_views_viewer_player', ['viewerId', 'playerId'])
export class ProfileView {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'viewer_id', type: 'uuid' })
  viewerId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'viewer_id' })
  viewer?: AccountRef;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  /** Extension: total views by this viewer, so "total views" differs from "unique viewers". */
  @Column({ name: 'view_count', type: 'int', default: 1 })
  viewCount: number;

  @Column({ name: 'viewed_at', type: 'timestamptz', default: () => 'now()' })
  viewedAt: Date;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
