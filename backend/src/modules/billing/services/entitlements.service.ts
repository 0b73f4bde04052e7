import { ForbiddenException, Injectable } from '@nestjs/common';
import { ERROR_CODES, type BooleanEntitlement, type Entitlements } from '@fiji/contracts';
import type { Viewer } from '../../../core/access/viewer';

/**
 * The one question every area asks before a paid feature: does this viewer's plan include it? The
 * answer comes from the plan map in libs/contracts (a viewer carries its entitlements, built once
 * per request by core/access from billing's `account_plans`); refusals are 403 UPGRADE_REQUIRED
 * with the feature's message, so every client shows the same upgrade prompt.
 */
@Injectable()
export class EntitlementsService {
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
}
