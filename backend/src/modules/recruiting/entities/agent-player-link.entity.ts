import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Agent } from './agent.entity';
import { Player } from '../../player/entities/player.entity';
import { createdAtColumn } from '../../../database/column-types';

/** agent_player_links (recruiting-side §3): key (agent_id, player_id). */
@Entity({ name: 'agent_player_links' })
export class AgentPlayerLink {
  @PrimaryColumn({ name: 'agent_id', type: 'uuid' })
  agentId: string;

  @PrimaryColumn({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Agent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'agent_id' })
  agent?: Agent;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ type: 'boolean', default: false })
  verified: boolean;

  @Column({ name: 'start_date', type: 'date', nullable: true })
  startDate: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
