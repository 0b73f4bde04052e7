import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { entitlementsFor, isRecruitingRole, type PlanType, type SessionUser, type SubscriptionStatus, type UserRole } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import type { Viewer } from './viewer';

interface PlanRow {
  role: UserRole;
  verified: boolean;
  org_verified: boolean | null;
  plan: PlanType | null;
  plan_status: string | null;
  seats: number | null;
}

/**
 * Who is asking, in one SQL query: the account, its organisation's verification and the plan in
 * force from billing's read model `account_plans` (a seat member gets the holder's plan), so every
 * area asks the same question the same way. Entitlements come from the one map in libs/contracts
 * (docs/billing.md).
 */
@Injectable()
export class ViewerAccessService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async viewer(user: SessionUser | null | undefined): Promise<Viewer | null> {
    if (!user) return null;
    const [row]: PlanRow[] = await this.db.query(
      `SELECT u.role, u.verified, o.verified AS org_verified,
              ap.plan, ap.status AS plan_status, ap.seats
         FROM users u
         LEFT JOIN recruiters r ON r.user_id = u.id
         LEFT JOIN orgs o ON o.id = r.org_id
         LEFT JOIN account_plans ap ON ap.user_id = u.id
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

export function buildViewer(id: string, row: PlanRow): Viewer {
  const isAdmin = row.role === 'admin';
  const recruiting = isRecruitingRole(row.role);
  const planType: PlanType = row.plan ?? 'free';
  const status = row.plan_status ?? 'active';
  const entitlements = entitlementsFor(row.role, planType, status, row.seats ?? 1);
  const isPaid = isAdmin || entitlements.fullProfiles;
  return {
    id,
    role: row.role,
    isAdmin,
    isRecruitingRole: recruiting,
    isVerifiedRecruiter: recruiting && (row.verified || !!row.org_verified),
    planType,
    planStatus: status,
    isPaid,
    entitlements,
    viewerType: isPaid ? 'paid_user' : `free_${row.role}`,
  };
}

export function toSubscriptionStatus(v: Viewer): SubscriptionStatus {
  return {
    hasValidSubscription: v.isPaid,
    planType: v.planType,
    status: v.planStatus,
    isPaid: v.isPaid,
    canContact: v.entitlements.canContact,
    canRespond: v.entitlements.canRespond,
    upgradeRequired: !v.isPaid,
    viewerType: v.viewerType,
  };
}
