import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from './user.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';

/** search_preferences: one row per user (user_id unique). */
@Entity({ name: 'search_preferences' })
export class SearchPreference {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'hide_from_public_search', type: 'boolean', default: false })
  hideFromPublicSearch: boolean;

  @Column({ name: 'allow_indexing', type: 'boolean', default: true })
  allowIndexing: boolean;

  @Column({ name: 'show_limited_preview', type: 'boolean', default: true })
  showLimitedPreview: boolean;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
