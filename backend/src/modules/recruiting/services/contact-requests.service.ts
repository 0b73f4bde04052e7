import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CONTACT_COOLDOWN_CODE,
  CONTACT_DECLINE_COOLDOWN_DAYS,
  CONTACT_REQUEST_MESSAGES as M,
  CONTACT_REQUEST_NOTIFICATIONS as N,
  CONTACT_SENDER_ROLES,
  FOLLOW_UP_INTERVAL_DAYS,
  displayName,
  nextFollowUpAt,
  type ContactRequestItem,
  type ContactRequestResponse,
  type CreateContactRequestDto,
  type FollowUpResponse,
  type SessionUser,
} from '@fiji/contracts';
import { IsNull, QueryFailedError, Repository } from 'typeorm';
import { FunnelEvents } from '../../../core/analytics';
import { isMinorPlayer, ViewerAccessService } from '../../../core/access';
import { JobsService } from '../../../core/queue/jobs.service';
import { NotificationsService } from '../../notifications';
import { ContactRequest } from '../entities/contact-request.entity';
import { toContactRequestItem } from './contact-request.mapper';
import { RecruitingPlayersService } from './recruiting-players.service';
import { upgradeRequired } from '../../../core/access';
import { RecruiterUsageService } from './recruiter-usage.service';

const WITH_PARTIES = { fromUser: true, toUser: true } as const;
const isUniqueViolation = (e: unknown) => e instanceof QueryFailedError && (e.driverError as { code?: string })?.code === '23505';

/**
 * Contact requests between a recruiting-side user and a player (docs/decisions.md).
 * Sending needs canContact; approving needs canRespond; declining is always allowed, so a player
 * (often a child) can always refuse contact whatever their plan.
 */
@Injectable()
export class ContactRequestsService {
  constructor(
    @InjectRepository(ContactRequest) private readonly requests: Repository<ContactRequest>,
    private readonly access: ViewerAccessService,
    private readonly players: RecruitingPlayersService,
    private readonly notifications: NotificationsService,
    private readonly jobs: JobsService,
    private readonly usage: RecruiterUsageService,
    private readonly funnel: FunnelEvents,
  ) {}

  async create(me: SessionUser, dto: CreateContactRequestDto): Promise<ContactRequestItem> {
    if (!CONTACT_SENDER_ROLES.includes(me.role)) throw new ForbiddenException(M.senderRoleRequired);
    const viewer = await this.access.viewer(me);
    if (!viewer) throw new NotFoundException(M.playerUnavailable);
    if (!(await this.access.subscriptionStatus(me)).canContact) throw upgradeRequired(M.upgradeToContact);
    const player = await this.players.visibleOne(viewer, dto.playerId);
    if (!player || player.userId !== dto.toUser) throw new NotFoundException(M.playerUnavailable);
    if (player.userId === me.id) throw new BadRequestException(M.selfContact);

    const pending = await this.requests.exists({ where: { fromUserId: me.id, playerId: player.id, status: 'pending' } });
    if (pending) throw new ConflictException(M.duplicatePending);
    await this.assertNoDeclineCooldown(me.id, player.id);
    const minor = isMinorPlayer(player);
    let saved: ContactRequest;
    try {
      // The request and the guardian's mail job are written in one transaction (the job goes to the queue after the commit).
      saved = await this.requests.manager.transaction(async (m) => {
        const row = await m.save(m.create(ContactRequest, { fromUserId: me.id, toUserId: player.userId, playerId: player.id, message: dto.message }));
        // docs/decisions.md safeguarding: a request to a player under 18 is also sent to the guardian email.
        if (minor && player.guardianEmail) await this.jobs.enqueue('mail.guardian-contact', { contactRequestId: row.id }, m);
        return row;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException(M.duplicatePending); // a concurrent duplicate
      throw e;
    }

    await this.usage.record(viewer, 'contacts');
    await this.funnel.record('contact_request_sent', me.id, { role: me.role, contactRequestId: saved.id });
    const sender = displayName(me, M.unknownUser);
    await this.notifications.notify(player.userId, {
      type: 'contact_request',
      title: N.receivedTitle,
      message: minor && player.guardianEmail ? N.receivedMinor(sender) : N.received(sender),
      relatedUserId: me.id,
      relatedPlayerId: player.id,
    });

    return toContactRequestItem(await this.load(saved.id), player);
  }

  /** Received: requests addressed to me (a player sees their own profile block). */
  received(me: SessionUser): Promise<ContactRequestItem[]> {
    return this.list(me, { toUserId: me.id });
  }

  /** Sent: requests I made; the player block only while the profile is still visible to me. */
  sent(me: SessionUser): Promise<ContactRequestItem[]> {
    return this.list(me, { fromUserId: me.id });
  }

  async respond(me: SessionUser, id: string, status: ContactRequestResponse): Promise<ContactRequestItem> {
    const request = await this.requests.findOne({ where: { id, moderationHiddenAt: IsNull() } });
    if (!request) throw new NotFoundException(M.notFound);
    if (request.toUserId !== me.id) throw new ForbiddenException(M.recipientOnly);
    if (request.status !== 'pending') throw new ConflictException(M.alreadyAnswered);
    if (status === 'approved' && !(await this.access.subscriptionStatus(me)).canRespond) throw upgradeRequired(M.upgradeToRespond);

    // Only a still-pending row changes, so two quick clicks cannot answer twice.
    const result = await this.requests
      .createQueryBuilder()
      .update()
      .set({ status, respondedAt: () => 'now()' })
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
    if (!result.affected) throw new ConflictException(M.alreadyAnswered);
    if (status === 'approved') await this.funnel.record('contact_request_approved', me.id, { contactRequestId: id });

    const player = displayName(me, M.unknownUser);
    await this.notifications.notify(request.fromUserId, {
      type: 'contact_request_update',
      title: status === 'approved' ? N.approvedTitle : N.declinedTitle,
      message: status === 'approved' ? N.approved(player) : N.declined(player),
      relatedUserId: me.id,
      relatedPlayerId: request.playerId,
    });
    const updated = await this.load(id);
    return toContactRequestItem(updated, await this.playerFor(me, updated));
  }

  /** Withdraw (docs/decisions.md): the sender deletes a request that is still pending. */
  async withdraw(me: SessionUser, id: string): Promise<void> {
    await this.pendingOfSender(me, id, M.senderOnlyWithdraw, M.withdrawPendingOnly);
    const result = await this.requests.delete({ id, fromUserId: me.id, status: 'pending' });
    if (!result.affected) throw new ConflictException(M.withdrawPendingOnly);
  }

  /** Follow Up (docs/decisions.md): a reminder notification to the recipient, at most once per 7 days. */
  async followUp(me: SessionUser, id: string): Promise<FollowUpResponse> {
    const request = await this.pendingOfSender(me, id, M.senderOnlyFollowUp, M.followUpPendingOnly);
    const tooSoon = () => {
      const next = nextFollowUpAt(request.lastFollowUpAt)!;
      return new HttpException(
        { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: M.followUpTooSoon(next), nextFollowUpAt: next.toISOString() },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    };
    const next = nextFollowUpAt(request.lastFollowUpAt);
    if (next && next.getTime() > Date.now()) throw tooSoon();

    // The interval is re-checked in the UPDATE so concurrent clicks send one reminder.
    const result = await this.requests
      .createQueryBuilder()
      .update()
      .set({ lastFollowUpAt: () => 'now()' })
      .where(
        `id = :id AND status = 'pending' AND (last_follow_up_at IS NULL OR last_follow_up_at <= now() - make_interval(days => :days))`,
        { id, days: FOLLOW_UP_INTERVAL_DAYS },
      )
      .returning('last_follow_up_at')
      .execute();
    const rows = result.raw as { last_follow_up_at: Date }[];
    if (rows.length === 0) {
      const fresh = await this.requests.findOne({ where: { id } });
      if (!fresh || fresh.status !== 'pending') throw new ConflictException(M.followUpPendingOnly);
      request.lastFollowUpAt = fresh.lastFollowUpAt;
      throw tooSoon();
    }
    const at = new Date(rows[0]!.last_follow_up_at);
    await this.notifications.notify(request.toUserId, {
      type: 'contact_request',
      title: N.followUpTitle,
      message: N.followUp(displayName(me, M.unknownUser)),
      relatedUserId: me.id,
      relatedPlayerId: request.playerId,
    });
    return { id, lastFollowUpAt: at.toISOString(), nextFollowUpAt: nextFollowUpAt(at)!.toISOString() };
  }

  /**
   * A "no" holds: after the player declines, the same sender may not contact that player again for
   * CONTACT_DECLINE_COOLDOWN_DAYS (any player, so a guardian is not mailed again and again either).
   * 429 with a stable `code` and the moment a new request is allowed.
   */
  private async assertNoDeclineCooldown(fromUserId: string, playerId: string): Promise<void> {
    const [last]: { declined_at: Date }[] = await this.requests.query(
      `SELECT coalesce(responded_at, updated_at) AS declined_at FROM contact_requests
        WHERE from_user_id = $1 AND player_id = $2 AND status = 'declined'
          AND coalesce(responded_at, updated_at) > now() - make_interval(days => $3)
        ORDER BY declined_at DESC LIMIT 1`,
      [fromUserId, playerId, CONTACT_DECLINE_COOLDOWN_DAYS],
    );
    if (!last) return;
    const next = new Date(new Date(last.declined_at).getTime() + CONTACT_DECLINE_COOLDOWN_DAYS * 24 * 60 * 60 * 1000);
    throw new HttpException(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, code: CONTACT_COOLDOWN_CODE, message: M.contactCooldown(next), nextContactAt: next.toISOString() },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  private async pendingOfSender(me: SessionUser, id: string, senderOnly: string, pendingOnly: string): Promise<ContactRequest> {
    const request = await this.requests.findOne({ where: { id, moderationHiddenAt: IsNull() } });
    if (!request) throw new NotFoundException(M.notFound);
    if (request.fromUserId !== me.id) throw new ForbiddenException(senderOnly);
    if (request.status !== 'pending') throw new ConflictException(pendingOnly);
    return request;
  }

  private async list(me: SessionUser, where: { toUserId: string } | { fromUserId: string }): Promise<ContactRequestItem[]> {
    // A request a moderator hid (docs/admin.md) is missing from both sides' lists.
    const rows = await this.requests.find({
      where: { ...where, moderationHiddenAt: IsNull() },
      relations: WITH_PARTIES,
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const viewer = await this.access.viewer(me);
    const visible = await this.players.visible(viewer, rows.flatMap((r) => (r.playerId ? [r.playerId] : [])));
    return rows.map((r) => toContactRequestItem(r, r.playerId ? visible.get(r.playerId) : null));
  }

  /** Moderation (docs/admin.md): a request this user received, as a report names it; null when missing, hidden or not theirs. */
  async moderationTarget(me: SessionUser, id: string): Promise<{ ownerUserId: string; label: string } | null> {
    const r = await this.requests.findOne({ where: { id, toUserId: me.id, moderationHiddenAt: IsNull() }, relations: WITH_PARTIES });
    if (!r) return null;
    const from = r.fromUser ? displayName(r.fromUser, M.unknownUser) : M.unknownUser;
    return { ownerUserId: r.fromUserId, label: `${from}: ${r.message.slice(0, 80)}` };
  }

  /** Moderation: hide the request (missing for both parties) or restore it; the sender's id, or null when missing. */
  async setModerationHidden(id: string, hidden: boolean): Promise<{ ownerUserId: string; label: string } | null> {
    const rows: Array<{ from_user_id: string }> = await this.requests.query(
      `UPDATE contact_requests SET moderation_hidden_at = CASE WHEN $2 THEN coalesce(moderation_hidden_at, now()) END
        WHERE id = $1 RETURNING from_user_id`,
      [id, hidden],
    );
    return rows[0] ? { ownerUserId: rows[0].from_user_id, label: '' } : null;
  }

  private async playerFor(me: SessionUser, r: ContactRequest) {
    if (!r.playerId) return null;
    return this.players.visibleOne(await this.access.viewer(me), r.playerId);
  }

  private load(id: string): Promise<ContactRequest> {
    return this.requests.findOneOrFail({ where: { id }, relations: WITH_PARTIES });
  }
}
