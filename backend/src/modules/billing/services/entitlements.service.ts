import { ForbiddenException, Injectable } from '@nestjs/common';
import {
  ERROR_CODES, PAID_PLANS, PLAN_CATALOGUE, PLAN_ENTITLEMENTS, SUBSCRIPTION_STATES, isEntitledStatus, type BooleanEntitlement, type Entitlements,
  type SessionUser, type UserRole,
} from '@fiji/contracts';
import type { Viewer } from '../../../core/access/viewer';
import { ViewerAccessService } from '../../../core/access/viewer-access.service';

/**
 * The one question every area asks before a paid feature: does this viewer's plan include it? The
 * answer comes from the plan map in libs/contracts (a viewer carries its entitlements, built once
 * per request by core/access from billing's `account_plans`); refusals are 403 UPGRADE_REQUIRED
 * with the feature's message, so every client shows the same upgrade prompt.
 */
@Injectable()
export class EntitlementsService {
  constructor(private readonly access: ViewerAccessService) {}

  of(viewer: Viewer | null): Entitlements | null {
    return viewer?.entitlements ?? null;
  }

  has(viewer: Viewer | null, key: BooleanEntitlement): boolean {
    return !!viewer?.entitlements[key];
  }

  require(viewer: Viewer | null, key: BooleanEntitlement, message: string): void {
    if (!this.has(viewer, key)) {
      throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.UPGRADE_REQUIRED, message, upgradeRequired: true });
    }
  }

  /** Whether another account (not the caller: a mentor whose slots a player books) holds `key` now. */
  async holds(userId: string, key: BooleanEntitlement): Promise<boolean> {
    return this.has(await this.access.viewer({ id: userId } as SessionUser), key);
  }

  /**
   * The same rule as a SQL condition, for lists that ask it per row (the mentors list and its
   * availability filter): true when the account `userIdSql`, of role `role`, has a plan in force
   * (billing's read model `account_plans`) whose entitlements include `key`.
   */
  holdsSql(key: BooleanEntitlement, role: UserRole, userIdSql: string): string {
    const plans = PAID_PLANS.filter((p) => PLAN_ENTITLEMENTS[p][key] && PLAN_CATALOGUE[p].roles.includes(role));
    if (role === 'admin') return 'true';
    if (plans.length === 0) return 'false';
    const statuses = SUBSCRIPTION_STATES.filter((s) => isEntitledStatus(s));
    const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(', ');
    return `EXISTS (SELECT 1 FROM account_plans ent_ap WHERE ent_ap.user_id = ${userIdSql} AND ent_ap.plan IN (${list(plans)}) AND ent_ap.status IN (${list(statuses)}))`;
  }
}
