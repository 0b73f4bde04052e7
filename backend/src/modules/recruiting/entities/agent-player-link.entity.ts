import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Agent } from './agent.entity';
import { createdAtColumn } from '../../../database/column-types';
import type { PlayerRef } from '../../../database/entity-refs';

/** agent_player_links: key (agent_id, player_id). */
@Entity({ name: 'agent_player_links' })
export class AgentPlayerLink {
  @PrimaryColumn({ name: 'agent_id', type: 'uuid' })
  agentId: string;

  /** players.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @PrimaryColumn({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne('Player', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: PlayerRef;

  @ManyToOne(() => Agent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'agent_id' })
  agent?: Agent;

  @Column({ type: 'boolean', default: false })
  verified: boolean;

  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
