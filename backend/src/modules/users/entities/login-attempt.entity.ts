import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/**
 * Extension: failed sign-in attempts for login throttling (429). Kept in PostgreSQL so the limit
 * holds across API instances; `key` is e.g. "email:<lower email>" or "ip:<address>".
 */
@Entity({ name: 'login_attempts' })
@Index('idx_login_attempts_key_created', ['key', 'createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  key: string;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
