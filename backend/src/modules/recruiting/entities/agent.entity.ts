import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/** agents: starter plan allows 5 players. One per user. */
@Entity({ name: 'agents' })
export class Agent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AccountRef;

  @Column({ name: 'agency_name', type: 'text', nullable: true })
  agencyName: string | null;

  @Column({ type: 'text', nullable: true })
  country: string | null;

  @Column({ type: 'text', default: 'starter' })
  plan: string;

  @Column({ name: 'max_players', type: 'int', default: 5 })
  maxPlayers: number;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
