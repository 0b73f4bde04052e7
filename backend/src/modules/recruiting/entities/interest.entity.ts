import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { INTEREST_LEVELS, type InterestLevel } from '@fiji/contracts';
import { Recruiter } from './recruiter.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { PlayerRef } from '../../../database/entity-refs';

/**
 * interests (recruiting-side §3): one per recruiter and player. recruiter_id references
 * recruiters(id) because the interest list shows recruiter { roleTitle, org { name }, user }.
 */
@Entity({ name: 'interests' })
@Unique('uq_interests_recruiter_player', ['recruiterId', 'playerId'])
export class Interest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'recruiter_id', type: 'uuid' })
  recruiterId: string;

  @ManyToOne(() => Recruiter, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recruiter_id' })
  recruiter?: Recruiter;

  /** players.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne('Player', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: PlayerRef;

  @Column({ name: 'interest_level', type: 'enum', enum: INTEREST_LEVELS, enumName: 'interest_level', default: 'interested' })
  interestLevel: InterestLevel;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
