import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Player } from './player.entity';
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

  /** addon_purchases.id (billing's table): the foreign key, ON DELETE SET NULL, is only in the migration. */
  @Column({ name: 'purchase_id', type: 'uuid', nullable: true })
  purchaseId: string | null;


  @Column({ name: 'credits_remaining', type: 'int', default: 1 })
  creditsRemaining: number;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
