import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Player } from './player.entity';
import { numericTransformer } from '../../../database/column-types';

/** player_metrics: measured values such as "40m sprint 5.1 s". */
@Entity({ name: 'player_metrics' })
@Index('idx_player_metrics_player', ['playerId', 'metric'])
export class PlayerMetric {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Player, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ type: 'text' })
  metric: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  value: number;

  @Column({ type: 'text', nullable: true })
  unit: string | null;

  @Column({ name: 'measured_at', type: 'timestamptz', default: () => 'now()' })
  measuredAt: Date;
}
