import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ACHIEVEMENT_TYPES, type AchievementType } from '@fiji/contracts';
import { Player } from './player.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/** achievements: the rugby-journey entries on a profile. */
@Entity({ name: 'achievements' })
@Index('idx_achievements_player', ['playerId', 'year'])
export class Achievement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Player, (p) => p.achievements, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'int' })
  year: number;

  @Column({ type: 'enum', enum: ACHIEVEMENT_TYPES, enumName: 'achievement_type', default: 'tournament' })
  type: AchievementType;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
