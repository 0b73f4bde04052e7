import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Player } from './player.entity';
import { createdAtColumn } from '../../../database/column-types';

/** profile_boosts: an active boost (now within start..end) puts a player first in Featured. */
@Entity({ name: 'profile_boosts' })
export class ProfileBoost {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  /** addon_purchases.id (billing's table): the foreign key, ON DELETE SET NULL, is only in the migration. */
  @Column({ name: 'purchase_id', type: 'uuid', nullable: true })
  purchaseId: string | null;


  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'start_date', type: 'timestamptz', default: () => 'now()' })
  startDate: Date;

  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate: Date;

  @Column({ name: 'boost_score', type: 'int', default: 100 })
  boostScore: number;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
