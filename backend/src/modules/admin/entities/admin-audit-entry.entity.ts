import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/**
 * admin_audit_log: one row per admin action or admin read of a minor's contact details. Append-only:
 * the migration's triggers refuse UPDATE, DELETE and TRUNCATE (docs/admin.md "Audit log"). actor_id has
 * no foreign key, so the record outlives the accounts it names.
 */
@Entity({ name: 'admin_audit_log' })
export class AdminAuditEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'text' })
  action: string;

  @Column({ name: 'target_type', type: 'text' })
  targetType: string;

  @Column({ name: 'target_id', type: 'text', nullable: true })
  targetId: string | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'jsonb', nullable: true })
  detail: Record<string, unknown> | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
