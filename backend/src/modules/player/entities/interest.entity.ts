import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { INTEREST_LEVELS, type InterestLevel } from '@fiji/contracts';
import { Player } from './player.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/**
 * interests: one per recruiter and player. Interest indicators are shown on the
 * player's profile, so the entity lives in the player area. recruiter_id references recruiters(id)
 * (the recruiting area's table, joined by entity name) because the list shows recruiter
 * { roleTitle, org { name }, user }; the service reads those with SQL.
 */
@Entity({ name: 'interests' })
@Unique('uq_interests_recruiter_player', ['recruiterId', 'playerId'])
export class Interest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** recruiters.id (FK ON DELETE CASCADE). */
  @Column({ name: 'recruiter_id', type: 'uuid' })
  recruiterId: string;

  @ManyToOne('Recruiter', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recruiter_id' })
  recruiter?: { readonly id: string; readonly userId: string; readonly roleTitle: string | null };

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ name: 'interest_level', type: 'enum', enum: INTEREST_LEVELS, enumName: 'interest_level', default: 'interested' })
  interestLevel: InterestLevel;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
