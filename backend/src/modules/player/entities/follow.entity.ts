import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { UserRole } from '@fiji/contracts';
import { USER_ROLES } from '@fiji/contracts';
import { Player } from './player.entity';
import { createdAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/** follows: unique per player and follower. */
@Entity({ name: 'follows' })
@Unique('uq_follows_player_follower', ['playerId', 'followerUserId'])
export class Follow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'follower_user_id', type: 'uuid' })
  followerUserId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'follower_user_id' })
  follower?: AccountRef;

  @Column({ name: 'follower_role', type: 'enum', enum: USER_ROLES, enumName: 'user_role' })
  followerRole: UserRole;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
