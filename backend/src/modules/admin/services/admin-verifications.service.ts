import { ConflictException, Injectable } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  AUDIT_ACTIONS,
  ERROR_CODES,
  PENDING_PAGE_SIZE,
  isMinor,
  REJECTION_REASON_LABELS,
  type BulkVerifyResult,
  type PendingVerification,
  type PendingVerificationsQuery,
  type RejectionReason,
  VERIFIED_BADGE_DESCRIPTION,
} from '@fiji/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BadgesService } from '../../mentoring';
import { NotificationsService } from '../../notifications';
import { PlayersService } from '../../player';
import { AdminAuditService } from './admin-audit.service';

/**
 * The player verification queue (docs/admin.md "Console and verifications"): fast-tracked first, then
 * oldest; verify (one or in bulk) gives the badge, reject sends the reason; each is audited and the
 * player notified.
 */
@Injectable()
export class AdminVerificationsService {
  constructor(
    private readonly players: PlayersService,
    private readonly notifications: NotificationsService,
    private readonly badges: BadgesService,
    private readonly audit: AdminAuditService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** A page of the queue; the minors' contact emails on it are recorded as the admin's reads first (docs/admin.md "Audit log"). */
  async pending(actorId: string, query: PendingVerificationsQuery, limit = PENDING_PAGE_SIZE): Promise<{ results: PendingVerification[]; nextCursor: string | null }> {
    const page = await this.players.pendingVerifications({ province: query.province, school: query.school }, query.cursor, limit);
    await this.audit.recordContactReads(
      page.results
        .filter((p) => p.contactEmail && isMinor(p.dob))
        .map((p) => ({ actorId, targetType: 'player', targetId: p.id, detail: { fields: ['contactEmail'], via: 'admin_pending' } })),
    );
    return page;
  }

  async verify(actorId: string, playerId: string): Promise<void> {
    // The action and its audit row in one transaction: both or neither (docs/admin.md "Audit log").
    const { userId } = await this.db.transaction(async (m) => {
      const verified = await this.players.verify(playerId, m);
      if (!verified) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.NOT_PENDING, message: ADMIN_MESSAGES.alreadyVerified });
      await this.grantBadge(actorId, verified.userId, m);
      await this.audit.record({ actorId, action: AUDIT_ACTIONS.verifyPlayer, targetType: 'player', targetId: playerId, detail: { userId: verified.userId } }, m);
      return verified;
    });
    await this.notifyVerified(userId, playerId);
  }

  /** Verifies the still-pending ones of the selection; those another admin decided meanwhile are skipped. */
  async verifyMany(actorId: string, playerIds: string[]): Promise<BulkVerifyResult> {
    const unique = [...new Set(playerIds)];
    const done = await this.db.transaction(async (m) => {
      const verified = await this.players.verifyPending(unique, m);
      for (const p of verified) {
        await this.grantBadge(actorId, p.userId, m);
        await this.audit.record({ actorId, action: AUDIT_ACTIONS.verifyPlayer, targetType: 'player', targetId: p.id, detail: { userId: p.userId, bulk: true } }, m);
      }
      return verified;
    });
    for (const p of done) await this.notifyVerified(p.userId, p.id);
    const verified = new Set(done.map((p) => p.id));
    return { verified: [...verified], skipped: unique.filter((id) => !verified.has(id)) };
  }

  async reject(actorId: string, playerId: string, reason: RejectionReason, text: string | undefined): Promise<void> {
    const rejected = await this.db.transaction(async (m) => {
      const row = await this.players.reject(playerId, reason, text ?? null, m);
      if (!row) {
        await this.players.verifyTargetExists(playerId, m); // 404 for a missing player, else it was decided already
        throw new ConflictException({ statusCode: 409, code: ERROR_CODES.NOT_PENDING, message: ADMIN_MESSAGES.notPending });
      }
      // A rejected profile carries no Verified Player badge (one granted from the panel while pending goes).
      await this.badges.revoke(row.userId, 'verified_player', m);
      await this.audit.record({ actorId, action: AUDIT_ACTIONS.rejectPlayer, targetType: 'player', targetId: playerId, reason, detail: { userId: row.userId, text: text ?? null } }, m);
      return row;
    });
    const why = reason === 'other' ? (text ?? '') : `${REJECTION_REASON_LABELS[reason]}.${text ? ` ${text}` : ''}`;
    await this.notifications.notify(rejected.userId, {
      type: 'verification_rejected',
      title: 'Profile verification not approved',
      message: `We could not verify your player profile: ${why} Update your profile, then choose Resubmit for verification on your profile.`,
      relatedPlayerId: playerId,
    });
  }

  /** The badge seeded verified players hold, granted by its owner (mentoring) in the verify's transaction. */
  private async grantBadge(actorId: string, userId: string, m: EntityManager): Promise<void> {
    await this.badges.grant(actorId, userId, 'verified_player', VERIFIED_BADGE_DESCRIPTION, m);
  }

  private async notifyVerified(userId: string, playerId: string): Promise<void> {
    await this.notifications.notify(userId, {
      type: 'verification',
      title: 'Profile verified',
      message: 'Your player profile has been verified by the Fiji Rugby Talent team.',
      relatedPlayerId: playerId,
    });
  }
}
