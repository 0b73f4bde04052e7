import { BadRequestException, Injectable } from '@nestjs/common';
import { ADMIN_BADGE_TYPES, AUDIT_ACTIONS, ERROR_CODES, type BadgeView } from '@fiji/contracts';
import { BadgesService } from '../../mentoring';
import { NotificationsService } from '../../notifications';
import { AdminAuditService } from './admin-audit.service';
import { AdminUsersService } from './admin-users.service';

type AdminBadgeType = (typeof ADMIN_BADGE_TYPES)[number];

/**
 * Badges from the user panel (docs/admin.md "Users and suspension"): admins grant and revoke
 * ADMIN_BADGE_TYPES through the mentoring module's BadgesService. A change is audited and the user is
 * notified; a repeat (granting a held badge, revoking one not held) changes nothing and records nothing.
 */
@Injectable()
export class AdminBadgesService {
  constructor(
    private readonly badges: BadgesService,
    private readonly users: AdminUsersService,
    private readonly audit: AdminAuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async grant(actorId: string, userId: string, badgeType: string, description?: string): Promise<BadgeView[]> {
    const type = adminBadgeType(badgeType);
    await this.users.assertExists(userId);
    const { granted, badges } = await this.badges.grant(actorId, userId, type, description);
    if (granted) {
      await this.audit.record({ actorId, action: AUDIT_ACTIONS.badgeGrant, targetType: 'user', targetId: userId, reason: description ?? null, detail: { badgeType: type } });
      await this.notifications.notify(userId, {
        type: 'other',
        title: `Badge awarded: ${this.badges.titleOf(type)}`,
        message: `The Fiji Rugby Talent team awarded you the ${this.badges.titleOf(type)} badge. It now shows on your profile.`,
      });
    }
    return badges;
  }

  async revoke(actorId: string, userId: string, badgeType: string): Promise<BadgeView[]> {
    const type = adminBadgeType(badgeType);
    await this.users.assertExists(userId);
    const { revoked, badges } = await this.badges.revoke(userId, type);
    if (revoked) {
      await this.audit.record({ actorId, action: AUDIT_ACTIONS.badgeRevoke, targetType: 'user', targetId: userId, detail: { badgeType: type } });
      await this.notifications.notify(userId, {
        type: 'other',
        title: `Badge removed: ${this.badges.titleOf(type)}`,
        message: `The Fiji Rugby Talent team removed the ${this.badges.titleOf(type)} badge from your profile.`,
      });
    }
    return badges;
  }
}

/** The DTO checks the body; the DELETE path's type is checked here with the same code and field. */
function adminBadgeType(value: string): AdminBadgeType {
  if ((ADMIN_BADGE_TYPES as readonly string[]).includes(value)) return value as AdminBadgeType;
  const message = `badgeType must be one of ${ADMIN_BADGE_TYPES.join(', ')}`;
  throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: [message], errors: { badgeType: message } });
}
