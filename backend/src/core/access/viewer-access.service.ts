import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { entitlementsFor, isRecruitingRole, type PlanType, type SessionUser, type SubscriptionStatus, type UserRole } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import type { Viewer } from './viewer';

/** The columns a Viewer is built from (VIEWER_PLAN_SQL selects all but `role` and `verified`, the user's). */
export interface ViewerPlanRow {
  role: UserRole;
  verified: boolean;
  org_verified: boolean | null;
  plan: PlanType | null;
  plan_status: string | null;
  seats: number | null;
  plan_period_start: Date | null;
}

/**
 * The viewer's plan lookup, for a statement over `users u`: the organisation's verification and the plan
 * in force from billing's read model `account_plans` (a seat member gets the holder's plan). core/access
 * owns it; ViewerAccessService.viewer runs it alone, and the users module's session-user statement
 * selects it beside the user's own columns, so a signed-in request reads both in one round trip
 * (docs/search.md, "Fewer waits per request").
 */
export const VIEWER_PLAN_SQL = {
  columns: `o.verified AS org_verified, ap.plan, ap.status AS plan_status, ap.seats, ap.period_start AS plan_period_start`,
  joins: `LEFT JOIN recruiters r ON r.user_id = u.id
         LEFT JOIN orgs o ON o.id = r.org_id
         LEFT JOIN account_plans ap ON ap.user_id = u.id`,
} as const;

/**
 * Who is asking, in one SQL query: the account, its organisation's verification and the plan in
 * force from billing's read model `account_plans` (a seat member gets the holder's plan), so every
 * area asks the same question the same way. Entitlements come from the one map in libs/contracts
 * (docs/billing.md).
 *
 * The session's user object of a request carries its Viewer already: passport's deserializer loads
 * both with one statement and hands the row to `remember`, so `viewer(thatUser)` answers without a
 * query. Nothing outlives the request (the map is weak, keyed by that request's user object): the next
 * request reads plan, suspension and deletion again, on any instance. Any other user object (jobs,
 * tests, a user built from a row) is queried as before.
 */
@Injectable()
export class ViewerAccessService {
  private readonly loaded = new WeakMap<SessionUser, Viewer>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async viewer(user: SessionUser | null | undefined): Promise<Viewer | null> {
    if (!user) return null;
    return this.loaded.get(user) ?? this.query(user.id);
  }

  /**
   * The viewer read again, for a request that has just changed its own plan (a plan change, cancel,
   * resume or seat accept answering with the new subscription): later `viewer(user)` calls query too.
   */
  reloadViewer(user: SessionUser): Promise<Viewer | null> {
    this.loaded.delete(user);
    return this.query(user.id);
  }

  /** Keeps the Viewer of a session user loaded with VIEWER_PLAN_SQL by the deserializer, for that request. */
  remember(user: SessionUser, row: ViewerPlanRow): void {
    this.loaded.set(user, buildViewer(user.id, row));
  }

  private async query(id: string): Promise<Viewer | null> {
    // Prepared, like the session user's statement: planning the plan view's joins costs more than running them.
    const [row] = await preparedQuery<ViewerPlanRow>(
      this.db,
      `SELECT u.role, u.verified, ${VIEWER_PLAN_SQL.columns}
         FROM users u
         ${VIEWER_PLAN_SQL.joins}
        WHERE u.id = $1`,
      [id],
    );
    return row ? buildViewer(id, row) : null;
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

export function buildViewer(id: string, row: ViewerPlanRow): Viewer {
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
    planPeriodStart: row.plan_period_start,
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
