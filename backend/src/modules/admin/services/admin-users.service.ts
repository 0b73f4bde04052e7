import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_VERIFICATION_ROLES,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  AUDIT_ACTIONS,
  ERROR_CODES,
  displayName,
  isMinor,
  type AdminPage,
  type AdminUserDetail,
  type AdminUserSummary,
  type AdminUsersQuery,
  type SuspensionCategory,
} from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { MailService } from '../../../core/mail/mail.service';
import { ActivitiesService } from '../../activities';
import { BadgesService, MentorsService } from '../../mentoring';
import { NotificationsService } from '../../notifications';
import { PlayersService } from '../../player';
import { UsersService } from '../../users';
import { AdminAuditService } from './admin-audit.service';
import { decodeCursor, encodeCursor } from './admin-cursor';

type UserRow = NonNullable<Awaited<ReturnType<UsersService['findById']>>>;


/** The suspended account and the admin who asks to lift it; throws to refuse (e.g. child safety). */
export type UnsuspendCheck = (target: { id: string; suspensionCategory: string | null }, actorId: string) => Promise<void>;
/** Reports about a user (the moderation desk registers it; the panel shows it when present). */
export type ReportsAboutUser = (userId: string) => Promise<{ open: number; total: number }>;

export interface SuspendInput {
  reason: string;
  category?: SuspensionCategory;
  /** Extra facts for the audit row (e.g. the moderation case that led to it). */
  detail?: Record<string, unknown>;
  /** How to appeal, when the caller offers a way (moderation's signed appeal link); else the mail says to reply. */
  mailNote?: string;
}

const VERIFIABLE = new Set<string>(ACCOUNT_VERIFICATION_ROLES);

/**
 * User management (docs/admin.md "Users and suspension"): list, detail, suspend, unsuspend, verify.
 * Acts through the users, player and mentoring modules' services; each action is audited and mailed.
 */
@Injectable()
export class AdminUsersService {
  private readonly logger = new Logger('AdminUsers');
  private readonly unsuspendChecks: UnsuspendCheck[] = [];
  private reportsSource: ReportsAboutUser | null = null;

  constructor(
    private readonly users: UsersService,
    private readonly players: PlayersService,
    private readonly mentors: MentorsService,
    private readonly badges: BadgesService,
    private readonly activities: ActivitiesService,
    private readonly notifications: NotificationsService,
    private readonly audit: AdminAuditService,
    private readonly mail: MailService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** Moderation registers the rule that a child-safety suspension needs a second admin's approval. */
  onUnsuspendCheck(check: UnsuspendCheck): void {
    this.unsuspendChecks.push(check);
  }

  /** Moderation registers its count of reports about a user for the detail panel. */
  setReportsSource(source: ReportsAboutUser): void {
    this.reportsSource = source;
  }

  async list(actorId: string, query: AdminUsersQuery, limit = ADMIN_PAGE_SIZE): Promise<AdminPage<AdminUserSummary>> {
    const page = await this.users.adminList(
      { q: query.q, role: query.role, status: query.status, verifiableRoles: ACCOUNT_VERIFICATION_ROLES },
      decodeCursor(query.cursor),
      limit,
    );
    return this.pageOf(actorId, page, 'admin_users');
  }

  /** The account verification queue: unverified recruiting accounts and mentors, oldest first. */
  async verificationQueue(actorId: string, cursor: string | undefined, limit = ADMIN_PAGE_SIZE): Promise<AdminPage<AdminUserSummary>> {
    const page = await this.users.adminList(
      { status: 'unverified', verifiableRoles: ACCOUNT_VERIFICATION_ROLES },
      decodeCursor(cursor),
      limit,
      'oldest',
    );
    return this.pageOf(actorId, page, 'admin_account_verifications');
  }

  /** The user panel; a minor's contact details on it are recorded as the admin's read first (docs/admin.md "Audit log"). */
  async detail(actorId: string, id: string): Promise<AdminUserDetail> {
    const user = await this.userOr404(id);
    const [player, mentor, planRows, activity, reports, audit, badges] = await Promise.all([
      user.role === 'player' ? this.players.summaryForUser(id) : Promise.resolve(null),
      user.role === 'mentor' ? this.mentors.me(id) : Promise.resolve(null),
      this.db.query(`SELECT plan::text AS plan, status::text AS status, seats FROM account_plans WHERE user_id = $1 LIMIT 1`, [id]) as Promise<
        Array<{ plan: string; status: string; seats: number | null }>
      >,
      this.activities.recent(id),
      this.reportsSource ? this.reportsSource(id) : Promise.resolve(undefined),
      this.audit.forTarget(id),
      this.badges.forUser(id),
    ]);
    const plan = planRows[0];
    if (isMinor(user.dob)) {
      const contact = { email: user.email, phone: user.phone, dob: user.dob, guardianEmail: user.guardianEmail };
      const fields = Object.entries(contact).filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k]) => k);
      await this.audit.recordContactReads([{ actorId, targetType: 'user', targetId: id, detail: { fields, via: 'admin_user_detail' } }]);
    }
    return {
      ...toSummary(user),
      phone: user.phone,
      dob: user.dob ? String(user.dob).slice(0, 10) : null,
      guardianEmail: user.guardianEmail,
      profile: player
        ? { kind: 'player', id: player.id, verified: player.verified, school: player.school, province: player.province }
        : mentor
          ? { kind: 'mentor', id: mentor.id, verified: mentor.isVerified, listed: mentor.listed }
          : null,
      plan: plan ? { planType: plan.plan, status: plan.status, seats: plan.seats ?? 1 } : null,
      recentActivity: activity.slice(0, 10).map((a) => ({ type: a.type, title: a.title, createdAt: a.createdAt })),
      ...(reports ? { reports } : {}),
      badges,
      audit,
    };
  }

  /**
   * Suspends an account: its sessions end at once, sign-in is refused with ADMIN_MESSAGES.suspendedLogin,
   * and its profile, highlights and mentor listing disappear for everyone but admins (the visibility
   * rules read users.suspended_at). Audited and mailed. Moderation calls this for a case's "suspend".
   */
  async suspend(actorId: string, userId: string, input: SuspendInput): Promise<AdminUserSummary> {
    const category = input.category ?? 'general';
    // The suspension (sessions ended with it) and its audit row in one transaction (docs/admin.md "Audit log").
    await this.db.transaction(async (m) => {
      const result = await this.users.suspend(userId, input.reason, category, m);
      if (result === 'missing') throw userNotFound();
      if (result === 'admin') throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.BAD_REQUEST, message: ADMIN_MESSAGES.cannotSuspendAdmin });
      if (result === 'already') throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: ADMIN_MESSAGES.alreadySuspended });
      await this.audit.record({ actorId, action: AUDIT_ACTIONS.suspend, targetType: 'user', targetId: userId, reason: input.reason, detail: { category, ...input.detail } }, m);
    });
    const user = await this.userOr404(userId);
    await this.mailUser(user, 'Your Fiji Rugby Talent account has been suspended', [
      `Your account has been suspended by the Fiji Rugby Talent team.`,
      '',
      `Reason: ${input.reason}`,
      '',
      'While it is suspended you cannot sign in, and your profile, highlights and mentor listing are hidden.',
      input.mailNote ?? 'If you think this is a mistake, reply to this email or write to support@fijirugbytalent.com.',
    ]);
    return toSummary(user);
  }

  /** Lifts a suspension; registered checks may refuse (a child-safety suspension needs a second admin). */
  async unsuspend(actorId: string, userId: string, reason: string): Promise<AdminUserSummary> {
    const before = await this.userOr404(userId);
    if (!before.suspendedAt) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: ADMIN_MESSAGES.notSuspended });
    for (const check of this.unsuspendChecks) await check({ id: userId, suspensionCategory: before.suspensionCategory }, actorId);
    await this.db.transaction(async (m) => {
      const result = await this.users.unsuspend(userId, m);
      if (result === 'missing') throw userNotFound();
      if (result === 'not_suspended') throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: ADMIN_MESSAGES.notSuspended });
      await this.audit.record(
        { actorId, action: AUDIT_ACTIONS.unsuspend, targetType: 'user', targetId: userId, reason, detail: { category: before.suspensionCategory, suspendedFor: before.suspensionReason } },
        m,
      );
    });
    const user = await this.userOr404(userId);
    await this.mailUser(user, 'Your Fiji Rugby Talent account is active again', [
      'Your account suspension has been lifted: you can sign in again, and your profile is visible as before.',
      '',
      `Note from the team: ${reason}`,
    ]);
    return toSummary(user);
  }

  /**
   * Verifies a recruiting account (it may then see recruiters-only profiles) or a mentor (minors may then
   * book them: the mentoring module's listing flag). Players are verified in their own queue.
   */
  async verifyAccount(actorId: string, userId: string, reason?: string): Promise<AdminUserSummary> {
    const user = await this.userOr404(userId);
    if (!VERIFIABLE.has(user.role)) {
      throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.NOT_VERIFIABLE, message: ADMIN_MESSAGES.notVerifiable });
    }
    // Idempotent (docs/admin.md): verifies of one account queue on a transaction lock, so only the one that
    // finds it unverified writes, audits and notifies; a repeat answers the same state and records nothing.
    const changed = await this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`admin.verify_account:${userId}`]);
      if ((await this.users.findById(userId))?.verified) return false;
      await this.users.setVerified(userId, true, m);
      await this.audit.record({ actorId, action: AUDIT_ACTIONS.verifyAccount, targetType: 'user', targetId: userId, reason: reason ?? null, detail: { role: user.role } }, m);
      return true;
    });
    // The mentor's listing flag lives in the mentoring module, after the commit: if it failed, verifying
    // again (a repeat changes nothing else) sets it.
    if (user.role === 'mentor') await this.mentors.setVerifiedForUser(userId, true);
    if (!changed) return { ...toSummary(user), verified: true };
    await this.notifications.notify(userId, {
      type: 'verification',
      title: 'Account verified',
      message:
        user.role === 'mentor'
          ? 'Your mentor account has been verified by the Fiji Rugby Talent team: players of every age can now book you.'
          : 'Your account has been verified by the Fiji Rugby Talent team: you can now see profiles shared with recruiters.',
    });
    return { ...toSummary(user), verified: true };
  }

  /** A page of users; the minors' emails on it are recorded as the admin's reads first, one statement per page. */
  private async pageOf(actorId: string, page: { rows: UserRow[]; keys: string[]; more: boolean }, via: string): Promise<AdminPage<AdminUserSummary>> {
    await this.audit.recordContactReads(
      page.rows.filter((u) => isMinor(u.dob)).map((u) => ({ actorId, targetType: 'user', targetId: u.id, detail: { fields: ['email'], via } })),
    );
    const last = page.rows.length - 1;
    return {
      results: page.rows.map(toSummary),
      nextCursor: page.more && last >= 0 ? encodeCursor({ key: page.keys[last]!, id: page.rows[last]!.id }) : null,
    };
  }

  /** 404 (the panel's "user not found") unless the account exists. */
  async assertExists(id: string): Promise<void> {
    await this.userOr404(id);
  }

  private async userOr404(id: string): Promise<UserRow> {
    const user = await this.users.findById(id);
    if (!user) throw userNotFound();
    return user;
  }

  /** Mail is told, not relied on: a mail outage never undoes an admin action (it is logged). */
  private async mailUser(user: UserRow, subject: string, lines: string[]): Promise<void> {
    try {
      await this.mail.send({ to: user.email, subject, text: [`Bula ${displayName(user, 'there')},`, '', ...lines, '', 'Fiji Rugby Talent'].join('\n') });
    } catch (e) {
      this.logger.error(`Mail to user ${user.id} failed: ${(e as Error).message}`);
    }
  }
}

const userNotFound = () => new NotFoundException({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: ADMIN_MESSAGES.userNotFound });

function toSummary(u: UserRow): AdminUserSummary {
  return {
    id: u.id,
    email: u.email,
    fullName: displayName(u),
    role: u.role,
    profileImageUrl: u.profileImageUrl,
    verified: u.verified,
    verifiable: VERIFIABLE.has(u.role),
    suspendedAt: u.suspendedAt ? u.suspendedAt.toISOString() : null,
    suspensionReason: u.suspensionReason,
    suspensionCategory: (u.suspensionCategory as SuspensionCategory | null) ?? null,
    isMinor: isMinor(u.dob),
    createdAt: u.createdAt.toISOString(),
  };
}
