import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Player } from './player.entity';
import { AddonPurchase } from './addon-purchase.entity';
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

  @Column({ name: 'purchase_id', type: 'uuid', nullable: true })
  purchaseId: string | null;

  @ManyToOne(() => AddonPurchase, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'purchase_id' })
  purchase?: AddonPurchase | null;

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
