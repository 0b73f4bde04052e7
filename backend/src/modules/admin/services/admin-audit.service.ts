import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ADMIN_PAGE_SIZE, AUDIT_ACTIONS, type AdminAuditEntry, type AdminAuditQuery, type AdminPage } from '@fiji/contracts';
import { type EntityManager, Repository } from 'typeorm';
import { AdminActions, AdminContactReads } from '../../../core/access';
import { AdminAuditEntryEntity } from '../entities/admin-audit-entry.entity';
import { decodeCursor, encodeCursor } from './admin-cursor';

/** What one audit row says: who did what to which target, why, and any facts worth keeping. */
export interface AuditRecord {
  actorId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown> | null;
}

interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  reason: string | null;
  detail: Record<string, unknown> | null;
  created_at: Date;
  created_key: string;
}

/**
 * The append-only audit log of the admin console (docs/admin.md "Audit log"). Every admin action calls
 * record(), inside the action's transaction when it has one (pass its EntityManager), so an action and
 * its record stand or fall together. Admin reads of a minor's contact details arrive through core/access AdminContactReads.
 */
@Injectable()
export class AdminAuditService implements OnModuleInit {
  constructor(
    @InjectRepository(AdminAuditEntryEntity) private readonly log: Repository<AdminAuditEntryEntity>,
    private readonly contactReads: AdminContactReads,
    private readonly adminActions: AdminActions,
  ) {}

  onModuleInit(): void {
    this.adminActions.onAction((a) => this.record(a));
    this.contactReads.onRead((reads) =>
      this.recordContactReads(
        reads.map((r) => ({ actorId: r.adminId, targetType: 'player', targetId: r.playerId, detail: { fields: r.fields, playerUserId: r.playerUserId, via: r.via } })),
      ),
    );
  }

  /**
   * Admin reads of minors' contact details (read_minor_contact), one row each, written with one statement
   * for a whole page; awaited before the page is served, so nothing goes out unrecorded (docs/admin.md).
   */
  async recordContactReads(reads: Array<{ actorId: string; targetType: string; targetId: string; detail: Record<string, unknown> }>): Promise<void> {
    if (!reads.length) return;
    await this.log.manager.query(
      `INSERT INTO admin_audit_log (actor_id, action, target_type, target_id, detail)
       SELECT r.actor_id, $1, r.target_type, r.target_id, r.detail FROM unnest($2::uuid[], $3::text[], $4::text[], $5::jsonb[]) AS r(actor_id, target_type, target_id, detail)`,
      [AUDIT_ACTIONS.readMinorContact, reads.map((r) => r.actorId), reads.map((r) => r.targetType), reads.map((r) => r.targetId), reads.map((r) => JSON.stringify(r.detail))],
    );
  }

  async record(entry: AuditRecord, m?: EntityManager): Promise<void> {
    await (m ?? this.log.manager).query(
      `INSERT INTO admin_audit_log (actor_id, action, target_type, target_id, reason, detail) VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.actorId, entry.action, entry.targetType, entry.targetId ?? null, entry.reason ?? null, entry.detail ? JSON.stringify(entry.detail) : null],
    );
  }

  /** Newest first; filters by actor id, action, and target (its id, or its type). */
  async list(query: AdminAuditQuery, limit = ADMIN_PAGE_SIZE): Promise<AdminPage<AdminAuditEntry>> {
    const params: unknown[] = [limit + 1];
    const where: string[] = [];
    if (query.actor) where.push(`a.actor_id = $${params.push(query.actor)}`);
    if (query.action) where.push(`a.action = $${params.push(query.action)}`);
    if (query.target) {
      const n = params.push(query.target);
      where.push(`(a.target_id = $${n} OR a.target_type = $${n})`);
    }
    const after = decodeCursor(query.cursor);
    if (after) where.push(`(a.created_at, a.id) < ($${params.push(after.key)}::timestamptz, $${params.push(after.id)}::uuid)`);
    const rows: AuditRow[] = await this.log.query(
      `SELECT a.id, a.actor_id, coalesce(u.full_name, u.first_name || ' ' || u.last_name) AS actor_name, a.action, a.target_type, a.target_id, a.reason, a.detail,
              a.created_at, a.created_at::text AS created_key
         FROM admin_audit_log a LEFT JOIN user_directory u ON u.id = a.actor_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY a.created_at DESC, a.id DESC
        LIMIT $1`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { results: page.map(toEntry), nextCursor: rows.length > limit && last ? encodeCursor({ key: last.created_key, id: last.id }) : null };
  }

  /** The latest rows about one target (the user panel). */
  async forTarget(targetId: string, limit = 20): Promise<AdminAuditEntry[]> {
    return (await this.list({ target: targetId }, limit)).results;
  }
}

function toEntry(r: AuditRow): AdminAuditEntry {
  return {
    id: r.id,
    actorId: r.actor_id,
    actorName: r.actor_name,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason,
    detail: r.detail,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
