import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isPaidPlan, isRecruitingRole, type PlanType, type SessionUser, type SubscriptionStatus, type UserRole } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import type { Viewer } from './viewer';

interface PlanRow {
  role: UserRole;
  verified: boolean;
  recruiter_plan: string | null;
  org_verified: boolean | null;
  mentor_plan: string | null;
  player_plan: string | null;
  player_status: string | null;
}

/**
 * Plans live in three module-owned tables (recruiters, mentors, player_subscriptions); this core
 * service reads them with one SQL query so no module imports another's entities, and every area
 * asks the same question the same way.
 */
@Injectable()
export class ViewerAccessService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async viewer(user: SessionUser | null | undefined): Promise<Viewer | null> {
    if (!user) return null;
    const [row]: PlanRow[] = await this.db.query(
      `SELECT u.role, u.verified,
              r.plan AS recruiter_plan, o.verified AS org_verified,
              m.plan AS mentor_plan,
              ps.plan AS player_plan, ps.status AS player_status
         FROM users u
         LEFT JOIN recruiters r ON r.user_id = u.id
         LEFT JOIN orgs o ON o.id = r.org_id
         LEFT JOIN mentors m ON m.user_id = u.id
         LEFT JOIN players p ON p.user_id = u.id
         LEFT JOIN player_subscriptions ps ON ps.player_id = p.id
        WHERE u.id = $1`,
      [user.id],
    );
    if (!row) return null;
    return buildViewer(user.id, row);
  }

  async subscriptionStatus(user: SessionUser): Promise<SubscriptionStatus> {
    const v = await this.viewer(user);
    return toSubscriptionStatus(v!);
  }

  /** True when `viewerUserId` sent a contact request about this player that the player approved. */
  async hasApprovedContact(viewerUserId: string, playerId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM contact_requests WHERE from_user_id = $1 AND player_id = $2 AND status = 'approved' LIMIT 1`,
      [viewerUserId, playerId],
    );
    return rows.length > 0;
  }

  /** The player ids among `playerIds` whose owner approved a contact request from the viewer (batch form). */
  async approvedContactPlayerIds(viewerUserId: string, playerIds: string[]): Promise<Set<string>> {
    if (playerIds.length === 0) return new Set();
    const rows: { player_id: string }[] = await this.db.query(
      `SELECT DISTINCT player_id FROM contact_requests
        WHERE from_user_id = $1 AND status = 'approved' AND player_id = ANY($2::uuid[])`,
      [viewerUserId, playerIds],
    );
    return new Set(rows.map((r) => r.player_id));
  }
}

function planOf(row: PlanRow): { planType: PlanType; status: string } {
  if (row.role === 'player') return { planType: (row.player_plan ?? 'free') as PlanType, status: row.player_status ?? 'active' };
  if (row.role === 'mentor') return { planType: (row.mentor_plan ?? 'free') as PlanType, status: 'active' };
  if (isRecruitingRole(row.role)) return { planType: (row.recruiter_plan ?? 'free') as PlanType, status: 'active' };
  return { planType: 'free', status: 'active' };
}

export function buildViewer(id: string, row: PlanRow): Viewer {
  const isAdmin = row.role === 'admin';
  const recruiting = isRecruitingRole(row.role);
  const { planType, status } = planOf(row);
  const isPaid = isAdmin || isPaidPlan(planType, status);
  return {
    id,
    role: row.role,
    isAdmin,
    isRecruitingRole: recruiting,
    isVerifiedRecruiter: recruiting && (row.verified || !!row.org_verified),
    planType,
    planStatus: status,
    isPaid,
    viewerType: isPaid ? 'paid_user' : `free_${row.role}`,
  };
}

export function toSubscriptionStatus(v: Viewer): SubscriptionStatus {
  return {
    hasValidSubscription: v.isPaid,
    planType: v.planType,
    status: v.planStatus,
    isPaid: v.isPaid,
    canContact: v.isPaid,
    canRespond: v.isPaid,
    upgradeRequired: !v.isPaid,
    viewerType: v.viewerType,
  };
}
