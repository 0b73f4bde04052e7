import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import {
  BILLING_MESSAGES,
  ERROR_CODES,
  PLAN_CATALOGUE,
  isRecruitingRole,
  type SeatView,
  type SeatsResponse,
  type SessionUser,
} from '@fiji/contracts';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { MailService } from '../../../core/mail/mail.service';
import { fieldError } from '../../../core/errors';
import { UsersService } from '../../users';
import { SubscriptionSeat } from '../entities/subscription-seat.entity';

interface HeldPlan {
  id: string;
  user_id: string;
  seats: number;
}

/** An invite token: 32 random bytes, base64url (43 characters). Only its sha256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const seatTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

const isUniqueViolation = (e: unknown) =>
  e instanceof QueryFailedError && (e.driverError as { code?: string } | undefined)?.code === '23505';

/**
 * Recruiter Plan seats (docs/billing.md "Seats"): the holder invites colleagues by email up to the
 * plan's `seats`, the holder's own seat included; an invited colleague with a recruiting account under
 * that email accepts with the mailed link and shares the plan through `account_plans`.
 */
@Injectable()
export class SeatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async list(me: SessionUser): Promise<SeatsResponse> {
    const plan = await this.heldPlan(me, this.db.manager, false);
    const rows = await this.db.getRepository(SubscriptionSeat).find({ where: { subscriptionId: plan.id }, order: { createdAt: 'ASC' } });
    const seats: SeatView[] = [];
    for (const r of rows) seats.push({ email: r.email, status: r.status === 'active' ? 'active' : 'invited', name: r.userId ? await this.nameOf(r.userId) : null });
    return { seats, total: plan.seats };
  }

  /**
   * Invites `email` to a free seat. The plan row is locked while the seats are counted and the invite
   * written, so concurrent invites cannot take more seats than the plan has. The mail goes out inside
   * the same transaction: an invite whose link was never sent does not stay behind.
   */
  async invite(me: SessionUser, rawEmail: string): Promise<SeatView> {
    const email = rawEmail.trim();
    const holder = await this.users.findById(me.id);
    if (!holder) throw new NotFoundException();
    if (holder.email.toLowerCase() === email.toLowerCase()) throw fieldError('email', BILLING_MESSAGES.seatIsYou);
    const token = randomBytes(32).toString('base64url');
    return this.db.transaction(async (m) => {
      const plan = await this.heldPlan(me, m, true);
      const [taken]: { seats: number; same: number }[] = await m.query(
        `SELECT count(*)::int AS seats, count(*) FILTER (WHERE lower(email) = lower($2))::int AS same
           FROM subscription_seats WHERE subscription_id = $1`,
        [plan.id, email],
      );
      if (taken!.same > 0) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: BILLING_MESSAGES.seatAlreadyInvited });
      if (taken!.seats >= plan.seats - 1) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.SEATS_FULL, message: BILLING_MESSAGES.seatsFull });
      await m.query(`INSERT INTO subscription_seats (subscription_id, email, status, token_hash) VALUES ($1, $2, 'invited', $3)`, [
        plan.id, email, seatTokenHash(token),
      ]);
      await this.sendInvite(email, holder, token);
      return { email, status: 'invited', name: null };
    });
  }

  /** Removes an invite or a member; a member loses the plan at once (account_plans reads the seat). */
  async remove(me: SessionUser, email: string): Promise<void> {
    const plan = await this.heldPlan(me, this.db.manager, false);
    const [removed]: { n: number }[] = await this.db.query(
      `WITH gone AS (DELETE FROM subscription_seats WHERE subscription_id = $1 AND lower(email) = lower($2) RETURNING id)
       SELECT count(*)::int AS n FROM gone`,
      [plan.id, email.trim()],
    );
    if (!removed || removed.n === 0) throw new NotFoundException();
  }

  /**
   * The invited colleague accepts. A token that is unknown, already used, for another email address,
   * for an account that is not a recruiting role, or for a plan that has ended answers 404, like a
   * missing invite. The token works once.
   */
  async accept(me: SessionUser, token: string): Promise<void> {
    if (!TOKEN_PATTERN.test(token)) throw new NotFoundException();
    const user = await this.users.findById(me.id);
    if (!user || !isRecruitingRole(user.role)) throw new NotFoundException();
    await this.db.transaction(async (m) => {
      const [seat]: { id: string; email: string; holder_id: string }[] = await m.query(
        `SELECT st.id, st.email, s.user_id AS holder_id
           FROM subscription_seats st JOIN subscriptions s ON s.id = st.subscription_id
          WHERE st.token_hash = $1 AND st.status = 'invited' AND s.plan = 'recruiter' AND s.status IN ('active', 'past_due')
          FOR UPDATE OF st`,
        [seatTokenHash(token)],
      );
      if (!seat || seat.email.toLowerCase() !== user.email.toLowerCase() || seat.holder_id === user.id) throw new NotFoundException();
      const elsewhere: unknown[] = await m.query(`SELECT 1 FROM subscription_seats WHERE user_id = $1`, [user.id]);
      if (elsewhere.length > 0) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: BILLING_MESSAGES.seatElsewhere });
      try {
        await m.query(`UPDATE subscription_seats SET status = 'active', user_id = $2, accepted_at = now(), token_hash = NULL WHERE id = $1`, [seat.id, user.id]);
      } catch (e) {
        if (isUniqueViolation(e)) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: BILLING_MESSAGES.seatElsewhere });
        throw e;
      }
    });
  }

  /** The caller's own live Recruiter Plan; anyone else (a member included) gets 403. */
  private async heldPlan(me: SessionUser, m: EntityManager, lock: boolean): Promise<HeldPlan> {
    // Only a role that may hold the plan holds its seats (entitlementsFor gives no seats to any other).
    const [plan]: HeldPlan[] = (PLAN_CATALOGUE.recruiter.roles as readonly string[]).includes(me.role)
      ? await m.query(
          `SELECT s.id, s.user_id, s.seats FROM subscriptions s
            WHERE s.user_id = $1 AND s.plan = 'recruiter' AND s.status IN ('active', 'past_due')
            ${lock ? ' FOR UPDATE' : ''}`,
          [me.id],
        )
      : [];
    if (!plan) throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.FORBIDDEN, message: BILLING_MESSAGES.seatsHolderOnly });
    return plan;
  }

  private async sendInvite(email: string, holder: { firstName: string; lastName: string; fullName: string | null }, token: string): Promise<void> {
    const name = holder.fullName ?? `${holder.firstName} ${holder.lastName}`;
    await this.mail.send({
      to: email,
      subject: `${name} invites you to share their Recruiter Plan on Fiji Rugby Talent`,
      text: [
        'Bula,',
        '',
        `${name} has a Recruiter Plan on Fiji Rugby Talent and invites you to share it: contact players, full profiles, advanced search filters and exports.`,
        `Sign in with this email address (${email}) as a recruiter, club, union, coach or agent account, then open this link to accept:`,
        `${this.config.publicUrl}/billing/seats/accept/${token}`,
        '',
        'If you did not expect this, ignore it.',
      ].join('\n'),
    });
  }

  private async nameOf(userId: string): Promise<string | null> {
    const u = await this.users.findById(userId);
    return u ? u.fullName ?? `${u.firstName} ${u.lastName}` : null;
  }
}
