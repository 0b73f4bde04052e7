import { ForbiddenException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MENTORING_BOOKING_RULES as RULES,
  MENTORING_SESSION_TYPE_LABELS,
  formatWithZone,
  type BookSessionDto,
  type BookingResponse,
  type SessionUser,
} from '@fiji/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { retryTransientConflicts } from '../../../core/database';
import { BillingClock, BillingHooks, SessionCheckoutService, type SessionPaid } from '../../billing';
import { UsersService } from '../../users';
import { Mentor } from '../entities/mentor.entity';
import type { GuardianApproval } from '../entities/guardian-approval.entity';
import { GuardianApprovalsService } from './guardian-approvals.service';
import { SessionNoticesService } from './session-notices.service';
import { AppConfig } from '../../../core/config/app-config';
import { generatedLink } from './session-store';
import { LIVE, expireHolds, fieldError, loadSession, overlapError, slotTaken, stateConflict, type SessionRow } from './session-store';
import { MentorSlotsService } from './slots.service';
import { MentorProService } from './mentor-pro.service';

const MINUTE = 60_000;
export const SESSION_BOOKING = 'session_booking';

/**
 * Booking a mentor's slot (docs/mentoring.md "Bookings and sessions"): the session is written as
 * `scheduled` with a hold, and its payment opened through billing's checkout. The database's exclusion
 * constraints make a double booking of the mentor (or of the mentee) impossible; stale holds of the
 * mentor are expired in the same transaction first, so only a live hold can block. A player under 18
 * waits for the guardian's approval, and the guardian pays.
 */
@Injectable()
export class BookingsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly slots: MentorSlotsService,
    private readonly approvals: GuardianApprovalsService,
    private readonly checkout: SessionCheckoutService,
    private readonly hooks: BillingHooks,
    private readonly notices: SessionNoticesService,
    private readonly users: UsersService,
    private readonly clock: BillingClock,
    private readonly config: AppConfig,
    private readonly mentorPro: MentorProService,
  ) {}

  onModuleInit(): void {
    this.hooks.onSessionPaid((paid, m) => this.paid(paid, m));
    this.hooks.onSessionCheckoutCancelled((sessionId, m) => this.paymentAbandoned(sessionId, m));
    this.approvals.register(SESSION_BOOKING, {
      onApproved: (a, m) => this.guardianApproved(a, m),
      onDeclined: (a, m, why) => this.guardianDeclined(a, m, why),
      checkoutFor: (a, token) => this.guardianCheckout(a, token),
    });
  }

  async book(me: SessionUser, dto: BookSessionDto): Promise<BookingResponse> {
    const now = this.clock.now();
    const start = new Date(dto.start);
    if (Number.isNaN(start.getTime()) || start <= now) throw fieldError('start', 'start must be in the future');
    const mentor = await this.db.getRepository(Mentor).findOne({ where: { id: dto.mentorId } });
    if (!mentor) throw new NotFoundException({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: 'Mentor not found' });
    if (mentor.userId === me.id) throw fieldError('mentorId', 'You cannot book a session with yourself');
    await this.mentorPro.requireTakingBookings(mentor.userId);
    const guardian = await this.approvals.guardianOf(me.id);
    if (guardian && !mentor.isVerified) {
      throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.MENTOR_NOT_VERIFIED, message: 'Players under 18 can book only mentors verified by the Fiji Rugby Talent team' });
    }
    const mentorUser = await this.users.findById(mentor.userId);
    const mentorName = mentorUser ? `${mentorUser.firstName} ${mentorUser.lastName}` : 'your mentor';
    const priceCents = Math.round(((mentor.hourlyRate ?? 0) * 100 * dto.durationMinutes) / 60);
    const end = new Date(start.getTime() + dto.durationMinutes * MINUTE);
    const approvalUntil = new Date(Math.min(now.getTime() + RULES.guardianApprovalHours * 60 * MINUTE, start.getTime()));
    const holdUntil = guardian ? approvalUntil : priceCents > 0 ? new Date(now.getTime() + RULES.holdMinutes * MINUTE) : null;
    const title = `${MENTORING_SESSION_TYPE_LABELS[dto.sessionType]} with ${mentorName}`;
    const when = formatWithZone(start.toISOString(), mentor.timezone ?? 'UTC');

    let sessionId: string;
    try {
      // Twenty people racing for one slot: the exclusion constraint lets one in; the others' inserts wait on
      // it and may deadlock among themselves, so a lost race is run again and then finds the slot taken.
      sessionId = await retryTransientConflicts(() => this.db.transaction(async (m) => {
        await expireHolds(m, now, mentor.id);
        if (!(await this.slots.isBookable(mentor.id, start, dto.durationMinutes, m, { now }))) throw slotTaken();
        await m.query(
          `INSERT INTO mentoring_relationships (mentor_id, mentee_id, start_date) VALUES ($1, $2, $3::date) ON CONFLICT (mentor_id, mentee_id) DO NOTHING`,
          [mentor.id, me.id, now.toISOString().slice(0, 10)],
        );
        const [rel]: { id: string }[] = await m.query(`SELECT id FROM mentoring_relationships WHERE mentor_id = $1 AND mentee_id = $2`, [mentor.id, me.id]);
        const free = priceCents === 0 && !guardian;
        const [row]: { id: string }[] = await m.query(
          `INSERT INTO mentoring_sessions (relationship_id, mentor_id, mentee_id, title, description, session_type, scheduled_at, ends_at, duration, status,
                                           hold_expires_at, price_cents, currency, paid_at, guardian_approval)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'scheduled', $10, $11, $12, $13, $14) RETURNING id`,
          [rel!.id, mentor.id, me.id, title, dto.note?.trim() || null, dto.sessionType, start, end, dto.durationMinutes, holdUntil, priceCents,
            mentor.currency.toUpperCase(), free ? now : null, guardian ? 'pending' : null],
        );
        if (guardian) {
          await this.approvals.request(
            { kind: SESSION_BOOKING, subjectId: row!.id, playerUserId: me.id, expiresAt: approvalUntil,
              summary: `a ${dto.durationMinutes}-minute ${MENTORING_SESSION_TYPE_LABELS[dto.sessionType].toLowerCase()} with ${mentorName} on ${when}, ${formatCents(priceCents, mentor.currency)}` },
            m,
          );
        }
        return row!.id;
      }));
    } catch (e) {
      throw overlapError(e) ?? e;
    }

    if (guardian) return { sessionId, status: 'scheduled', guardianApprovalRequired: true };
    if (priceCents === 0) {
      const row = (await loadSession(this.db.manager, sessionId))!;
      await this.notices.tell(row, ['mentor'], 'New mentoring session booked', [`${me.firstName} ${me.lastName} booked ${title} on ${this.notices.when(row)}.`]);
      return { sessionId, status: 'scheduled' };
    }
    const { url } = await this.checkout.start({
      userId: me.id, sessionId, description: `Mentoring: ${title} (${dto.durationMinutes} min)`, amountCents: priceCents,
      currency: mentor.currency, expiresAt: holdUntil!, returnTo: '/mentoring/sessions',
    });
    await this.db.query(`UPDATE mentoring_sessions SET checkout_url = $2 WHERE id = $1`, [sessionId, url]);
    return { sessionId, status: 'scheduled', checkoutUrl: url };
  }

  /** Billing's checkout for the session completed (inside the payment's transaction). */
  private async paid(paid: SessionPaid, m: EntityManager): Promise<boolean> {
    const row = await loadSession(m, paid.sessionId, true);
    if (!row) return false;
    if (row.paid_at) return true;
    if (!LIVE.includes(row.status)) return false;
    // MENTORING_AUTO_CONFIRM: confirmed at once with a generated video-call link (the mentor may change it).
    const confirm = this.config.mentoringAutoConfirm;
    const meetingUrl = confirm ? (row.meeting_url ?? generatedLink()) : row.meeting_url;
    await m.query(
      `UPDATE mentoring_sessions SET paid_at = $2, hold_expires_at = NULL, status = CASE WHEN $3 THEN 'confirmed'::session_status ELSE status END,
              meeting_url = $4, updated_at = now() WHERE id = $1`,
      [row.id, paid.now, confirm, meetingUrl],
    );
    if (confirm) {
      await this.notices.tell(row, ['mentee'], 'Your mentoring session is confirmed', [
        `${row.title} on ${this.notices.when(row)} is confirmed.`, `Meeting link: ${meetingUrl}`,
      ], m);
    }
    const parties = await this.notices.parties(row);
    await this.notices.tell(row, ['mentor'], 'New mentoring session booked and paid', [
      `${parties.mentee.name} booked ${row.title} on ${this.notices.when(row)}.`,
      confirm ? 'It is confirmed; add the meeting link in My Sessions.' : 'Confirm it in My Sessions and add the meeting link.',
    ], m, parties);
    return true;
  }

  /** The payer cancelled the checkout: an unpaid held session is cancelled, freeing the slot now. */
  private async paymentAbandoned(sessionId: string, m: EntityManager): Promise<void> {
    await m.query(
      `UPDATE mentoring_sessions SET status = 'cancelled', cancelled_by = 'system', cancel_reason = 'Payment cancelled', updated_at = now()
        WHERE id = $1 AND status = 'scheduled' AND paid_at IS NULL AND hold_expires_at IS NOT NULL`,
      [sessionId],
    );
  }

  private async guardianApproved(a: GuardianApproval, m: EntityManager): Promise<void> {
    const row = await loadSession(m, a.subjectId, true);
    if (!row || !LIVE.includes(row.status)) throw stateConflict('This session is no longer booked');
    const now = this.clock.now();
    const free = row.price_cents === 0;
    // The guardian pays now: the slot is held for the checkout, as for anyone else.
    const hold = free ? null : new Date(Math.min(now.getTime() + RULES.holdMinutes * MINUTE, new Date(row.scheduled_at).getTime()));
    await m.query(
      `UPDATE mentoring_sessions SET guardian_approval = 'approved', hold_expires_at = $2, paid_at = CASE WHEN $3 THEN $4::timestamptz ELSE paid_at END, updated_at = now() WHERE id = $1`,
      [row.id, hold, free, now],
    );
    await this.notices.tell(row, ['mentee'], 'Your guardian approved your mentoring session', [`${row.title} on ${this.notices.when(row)} was approved by your guardian.`], m);
  }

  private async guardianDeclined(a: GuardianApproval, m: EntityManager, why: 'declined' | 'expired'): Promise<void> {
    const row = await loadSession(m, a.subjectId, true);
    if (!row) return;
    await m.query(
      `UPDATE mentoring_sessions SET guardian_approval = $2, status = CASE WHEN status IN ('scheduled', 'confirmed') THEN 'cancelled'::session_status ELSE status END,
              cancelled_by = CASE WHEN status IN ('scheduled', 'confirmed') THEN $3 ELSE cancelled_by END,
              cancel_reason = CASE WHEN status IN ('scheduled', 'confirmed') THEN $4 ELSE cancel_reason END, hold_expires_at = NULL, updated_at = now()
        WHERE id = $1`,
      [row.id, why, why === 'declined' ? 'guardian' : 'system', why === 'declined' ? 'Declined by the guardian' : 'The guardian did not answer in time'],
    );
    await this.notices.tell(row, ['mentee'], why === 'declined' ? 'Your guardian declined your mentoring session' : 'Your mentoring session request expired', [
      `${row.title} on ${this.notices.when(row)} was ${why === 'declined' ? 'declined by your guardian' : 'not approved in time'}; nothing was charged.`,
    ], m);
  }

  /** After the approval: the guardian's checkout (billing's guardian path), reused while its hold runs. */
  private async guardianCheckout(a: GuardianApproval, token: string): Promise<string | null> {
    const row = await loadSession(this.db.manager, a.subjectId);
    if (!row || row.paid_at || row.price_cents === 0 || !LIVE.includes(row.status)) return null;
    const now = this.clock.now();
    if (row.checkout_url && row.hold_expires_at && new Date(row.hold_expires_at) > now) return row.checkout_url;
    let expiresAt = row.hold_expires_at ? new Date(row.hold_expires_at) : null;
    if (!expiresAt || expiresAt <= now) {
      expiresAt = new Date(now.getTime() + RULES.holdMinutes * MINUTE);
      await this.db.query(`UPDATE mentoring_sessions SET hold_expires_at = $2 WHERE id = $1 AND paid_at IS NULL`, [row.id, expiresAt]);
    }
    const { url } = await this.checkout.startForGuardian({
      userId: row.mentee_id, sessionId: row.id, description: `Mentoring: ${row.title} (${row.duration} min)`, amountCents: row.price_cents,
      currency: row.currency, expiresAt, returnTo: `/mentoring/guardian/${token}`, guardianEmail: a.guardianEmail,
    });
    await this.db.query(`UPDATE mentoring_sessions SET checkout_url = $2 WHERE id = $1`, [row.id, url]);
    return url;
  }
}

export function formatCents(cents: number, currency: string): string {
  return cents === 0 ? 'free' : `${currency.toUpperCase()} ${(cents / 100).toFixed(2)}`;
}

export type { SessionRow };
