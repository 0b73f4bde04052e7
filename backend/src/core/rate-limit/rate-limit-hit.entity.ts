import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../database/column-types';

/** One request to a rate-limited endpoint; `key` is "<action>:<client ip>". */
@Entity({ name: 'rate_limit_hits' })
@Index('idx_rate_limit_hits_key_created', ['key', 'createdAt'])
export class RateLimitHit {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  key: string;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
