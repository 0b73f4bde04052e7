import { ConflictException, ForbiddenException, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, MODERATION_MESSAGES } from '@fiji/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminAuditService, AdminUsersService } from '../../admin';
import { UsersService } from '../../users';
import { AppealLinksService } from './appeal-links.service';

/** One row of the admin audit log (the admin module's append-only log). */
export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
  detail?: Record<string, unknown> | null;
}

/**
 * What moderation needs from the admin console (docs/admin.md): its audit log and account suspension,
 * through the admin module's services. It also registers moderation's two rules with user management:
 * a child-safety suspension is lifted only after a second admin approved a lift request, and the user
 * panel's count of reports about a user.
 */
@Injectable()
export class ModerationConsole implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AdminAuditService,
    private readonly adminUsers: AdminUsersService,
    private readonly users: UsersService,
    private readonly appealLinks: AppealLinksService,
  ) {}

  onModuleInit(): void {
    this.adminUsers.onUnsuspendCheck(async (target) => {
      if (target.suspensionCategory !== 'child_safety') return;
      const [approved]: unknown[] = await this.db.query(
        `SELECT 1 FROM suspension_lift_requests WHERE user_id = $1 AND approved_at IS NOT NULL AND lifted_at IS NULL`,
        [target.id],
      );
      if (!approved) throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.FORBIDDEN, message: MODERATION_MESSAGES.ownApproval });
    });
    this.adminUsers.setReportsSource(async (userId) => {
      const [row]: Array<{ open: number; total: number }> = await this.db.query(
        `SELECT count(*) FILTER (WHERE status <> 'closed')::int AS open, count(*)::int AS total FROM moderation_cases WHERE owner_user_id = $1`,
        [userId],
      );
      return row ?? { open: 0, total: 0 };
    });
  }

  record(entry: AuditEntry, m?: EntityManager): Promise<void> {
    return this.audit.record(entry, m);
  }

  /** Suspends the owner; an account already suspended stays so (the case still closes). */
  async suspend(userId: string, actorId: string, reason: string, childSafety: boolean, caseId: string): Promise<void> {
    try {
      const mailNote = this.appealLinks.mailLine(caseId, userId);
      await this.adminUsers.suspend(actorId, userId, { reason, category: childSafety ? 'child_safety' : 'general', detail: { caseId }, mailNote });
    } catch (e) {
      if (!(e instanceof ConflictException)) throw e;
    }
  }

  /** Lifts a suspension (user management checks the second-admin rule through the hook above). */
  async unsuspend(userId: string, actorId: string, reason: string): Promise<void> {
    await this.adminUsers.unsuspend(actorId, userId, reason);
    await this.db.query(`UPDATE suspension_lift_requests SET lifted_at = now() WHERE user_id = $1 AND approved_at IS NOT NULL AND lifted_at IS NULL`, [userId]);
  }

  async isSuspended(userId: string): Promise<boolean> {
    return !!(await this.users.findById(userId))?.suspendedAt;
  }

  async childSafetySuspended(userId: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    return !!user?.suspendedAt && user.suspensionCategory === 'child_safety';
  }
}
