import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Player } from './player.entity';
import { AddonPurchase } from './addon-purchase.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/** extra_upload_credits: uploads beyond the free plan's 3, bought as an add-on. */
@Entity({ name: 'extra_upload_credits' })
export class ExtraUploadCredit {
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

  @Column({ name: 'credits_remaining', type: 'int', default: 1 })
  creditsRemaining: number;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
