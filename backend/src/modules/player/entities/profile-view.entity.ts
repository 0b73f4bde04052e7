import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Player } from './player.entity';
import { User } from '../../users/entities/user.entity';
import { createdAtColumn } from '../../../database/column-types';

/**
 * profile_views (recruiting-side §3): unique per viewer and player, so a repeat view updates
 * viewed_at and bumps view_count (upsert ON CONFLICT (viewer_id, player_id)).
 */
@Entity({ name: 'profile_views' })
@Unique('uq_profile_views_viewer_player', ['viewerId', 'playerId'])
export class ProfileView {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'viewer_id', type: 'uuid' })
  viewerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'viewer_id' })
  viewer?: User;

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
