import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AMA_RULES, MENTORING_CAP_MESSAGES, MENTORING_CAPS, ERROR_CODES, menteeCancelRefunded, type AmaEventView, type AmaRegistrationState, type AmaRegistrationView, type CreateAmaEventDto, type SessionUser,
} from '@fiji/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AmaPaymentsService, BillingClock, BillingHooks, SessionCheckoutService } from '../../billing';
import type { GuardianApproval } from '../entities/guardian-approval.entity';
import { GuardianApprovalsService } from './guardian-approvals.service';
import { changedRows, isUuid, mentorIdOf, notFound } from './progress-access';
import { Scheduler } from '../../../core/schedule';
import { createWithinCap } from '../../../core/database/owner-cap';
import { AppConfig } from '../../../core/config/app-config';

interface EventRow {
  id: string; mentor_id: string; mentor_user_id: string; mentor_name: string; title: string; description: string | null; scheduled_at: Date;
  duration: number; price: string; currency: string; capacity: number; registered_count: number; meeting_url: string | null;
  is_public: boolean; status: string; my_state: AmaRegistrationState | null;
  /** The caller's own checkout for a place held for payment (null when a guardian pays). */
  my_checkout_url: string | null; my_guardian_pays: boolean | null;
}

/** How long an unpaid registration holds its place while its checkout is open. */
const AMA_PAYMENT_HOLD_MS = 30 * 60_000;

/** A place is held by these states; declined and cancelled give it back. */
const HOLDING = `('awaiting_guardian', 'awaiting_payment', 'confirmed')`;

/**
 * AMA events (docs/mentoring.md): a mentor schedules one; anyone signed in registers. Capacity holds
 * under concurrency because a place is taken by one conditional UPDATE of the event's counter (a row
 * lock plus CHECK registered_count <= capacity) in the registration's transaction.
 */
@Injectable()
export class AmaEventsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('AmaEvents');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scheduler: Scheduler,
    private readonly approvals: GuardianApprovalsService,
    private readonly checkout: SessionCheckoutService,
    private readonly hooks: BillingHooks,
    private readonly payments: AmaPaymentsService,
    /** The sessions' clock: holds, the refund window and "in the future" read the same time as bookings do. */
    private readonly clock: BillingClock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.approvals.register('ama_registration', {
      onApproved: (a, m) => this.guardianDecided(a.subjectId, true, m),
      onDeclined: (a, m) => this.guardianDecided(a.subjectId, false, m),
      checkoutFor: (a, token) => this.guardianCheckout(a, token),
    });
    this.hooks.onAmaPaid(async ({ registrationId, paymentIntentId }, m) => {
      const [r]: { event_id: string; meeting_url: string | null; mentor_user_id: string; ends_at: Date }[] = await m.query(
        `SELECT r.event_id, e.meeting_url, mt.user_id AS mentor_user_id, e.scheduled_at + make_interval(mins => e.duration) AS ends_at
           FROM ama_registrations r JOIN ama_events e ON e.id = r.event_id JOIN mentors mt ON mt.id = e.mentor_id
          WHERE r.id = $1 AND r.state = 'awaiting_payment' FOR UPDATE OF r`,
        [registrationId],
      );
      if (!r) return null;
      await m.query(
        `UPDATE ama_registrations SET state = 'confirmed', status = 'paid', payment_intent_id = $2, join_url = $3, updated_at = now() WHERE id = $1`,
        [registrationId, paymentIntentId, joinLink(r.event_id, r.meeting_url)],
      );
      return { mentorUserId: r.mentor_user_id, endsAt: new Date(r.ends_at) };
    });
  }

  async create(me: SessionUser, dto: CreateAmaEventDto): Promise<AmaEventView> {
    const mentorId = await mentorIdOf(this.db.manager, me.id);
    if (!mentorId) throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.FORBIDDEN, message: 'Only mentors schedule AMA events' });
    const at = new Date(dto.scheduledAt);
    if (at.getTime() <= this.clock.now().getTime()) throw fieldError('scheduledAt', 'scheduledAt must be in the future');
    const cap = {
      max: MENTORING_CAPS.upcomingAmaEventsPerMentor,
      message: MENTORING_CAP_MESSAGES.amaEvents,
      count: async (m: EntityManager) => {
        const [r]: { n: number }[] = await m.query(
          `SELECT count(*)::int AS n FROM ama_events WHERE mentor_id = $1 AND scheduled_at + make_interval(mins => duration) > $2`,
          [mentorId, this.clock.now()],
        );
        return r!.n;
      },
    };
    const row = await createWithinCap(this.db, mentorId, cap, async (m) => {
      const [r]: { id: string }[] = await m.query(
        `INSERT INTO ama_events (mentor_id, title, description, scheduled_at, duration, price, capacity, is_public, meeting_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [mentorId, dto.title.trim(), dto.description?.trim() || null, at, dto.duration ?? AMA_RULES.defaultDuration, dto.price ?? 0,
          dto.capacity ?? AMA_RULES.defaultCapacity, dto.isPublic ?? true, dto.meetingUrl ?? null],
      );
      return r!;
    });
    return this.get(me, row.id);
  }

  /** Upcoming public events, plus the caller's own (hosted or registered). Open to anyone. */
  async upcoming(me: SessionUser | undefined): Promise<AmaEventView[]> {
    const rows: EventRow[] = await this.db.query(
      `${this.select()} WHERE e.status = 'upcoming' AND e.scheduled_at > now()
         AND (e.is_public OR mt.user_id = $1 OR reg.state IS NOT NULL)
       ORDER BY e.scheduled_at LIMIT 50`,
      [me?.id ?? null],
    );
    return rows.map((r) => toView(r, me?.id, this.config.mentoringFreeCancelHours));
  }

  /** One event: public ones for anyone, a private one only for its host and registrants (else 404). */
  async get(me: SessionUser | undefined, id: string): Promise<AmaEventView> {
    if (!isUuid(id)) throw notFound('AMA event not found');
    const [r]: EventRow[] = await this.db.query(`${this.select()} WHERE e.id = $2`, [me?.id ?? null, id]);
    if (!r || (!r.is_public && r.mentor_user_id !== me?.id && !r.my_state)) throw notFound('AMA event not found');
    return toView(r, me?.id, this.config.mentoringFreeCancelHours);
  }

  /**
   * Registers the caller: free and adult → confirmed with the join link; priced → awaiting_payment; a
   * minor's → awaiting_guardian. Each holds a place; when none is left, 409 LIMIT_REACHED.
   */
  async register(me: SessionUser, eventId: string): Promise<AmaRegistrationView> {
    const event = await this.get(me, eventId);
    if (event.isHost) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: 'You host this AMA' });
    if (event.status !== 'upcoming' || new Date(event.scheduledAt).getTime() <= this.clock.now().getTime()) {
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: 'This AMA is no longer open for registration' });
    }
    const guardian = await this.approvals.guardianOf(me.id);
    const state: AmaRegistrationState = guardian ? 'awaiting_guardian' : event.price > 0 ? 'awaiting_payment' : 'confirmed';
    const registration = await this.db.transaction(async (m): Promise<AmaRegistrationView> => {
      const [existing]: { id: string; state: AmaRegistrationState }[] = await m.query(
        `SELECT id, state FROM ama_registrations WHERE event_id = $1 AND user_id = $2 FOR UPDATE`,
        [eventId, me.id],
      );
      if (existing && ['awaiting_guardian', 'awaiting_payment', 'confirmed'].includes(existing.state)) {
        throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: 'You are already registered for this AMA' });
      }
      const taken = await changedRows<{ meeting_url: string | null }>(
        m,
        `UPDATE ama_events SET registered_count = registered_count + 1, updated_at = now()
          WHERE id = $1 AND registered_count < capacity RETURNING meeting_url`,
        [eventId],
      );
      if (taken.length === 0) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.LIMIT_REACHED, message: 'This AMA is full' });
      const joinUrl = state === 'confirmed' ? joinLink(eventId, taken[0]!.meeting_url) : null;
      const payment = state === 'confirmed' ? 'paid' : 'pending';
      const [row]: { id: string }[] = existing
        ? await changedRows<{ id: string }>(m, `UPDATE ama_registrations SET state = $2, status = $3, join_url = $4, amount = $5, checkout_url = NULL, guardian_decided_at = NULL, updated_at = now() WHERE id = $1 RETURNING id`, [existing.id, state, payment, joinUrl, event.price])
        : await m.query(
            `INSERT INTO ama_registrations (event_id, user_id, amount, currency, status, state, join_url) VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (event_id, user_id) DO NOTHING RETURNING id`,
            [eventId, me.id, event.price, event.currency, payment, state, joinUrl],
          );
      // A concurrent first registration by the same account: roll the place back with the transaction.
      if (!row) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: 'You are already registered for this AMA' });
      if (guardian) {
        const when = new Date(event.scheduledAt).toLocaleString('en-GB', { timeZone: 'Pacific/Fiji', dateStyle: 'medium', timeStyle: 'short' });
        const price = event.price > 0 ? `, ${event.currency} ${event.price.toFixed(2)}` : ', free';
        await this.approvals.request({ kind: 'ama_registration', subjectId: row.id, playerUserId: me.id, summary: `the live Q&A "${event.title}" with ${event.mentorName} on ${when} Fiji time${price}` }, m);
      }
      return { id: row.id, eventId, state, joinUrl, guardianApprovalRequired: state === 'awaiting_guardian', checkoutUrl: null };
    });
    if (state !== 'awaiting_payment') return registration;
    // The place is held while the registrant pays (billing's session checkout kind); an unpaid hold is released by releaseUnpaid().
    const { url } = await this.checkout.startAma({
      userId: me.id, registrationId: registration.id, description: `AMA: ${event.title}`, amountCents: Math.round(event.price * 100),
      currency: event.currency, expiresAt: new Date(this.clock.now().getTime() + AMA_PAYMENT_HOLD_MS), returnTo: '/mentoring/ama',
    });
    // Kept for the card's "Pay now", should the registrant leave the checkout before paying.
    await this.db.query(`UPDATE ama_registrations SET checkout_url = $2 WHERE id = $1 AND state = 'awaiting_payment'`, [registration.id, url]);
    return { ...registration, checkoutUrl: url };
  }

  onApplicationBootstrap(): void {
    this.scheduler.every('mentoring.ama-release', 60_000, () => this.releaseUnpaid());
  }

  /** Unpaid places given back after the checkout's hold (the mentoring sweep or tests call it). */
  async releaseUnpaid(now: Date = this.clock.now()): Promise<number> {
    return this.db.transaction(async (m) => {
      const rows = await changedRows<{ event_id: string }>(
        m,
        `UPDATE ama_registrations SET state = 'cancelled', updated_at = now()
          WHERE state = 'awaiting_payment' AND updated_at <= $1 RETURNING event_id`,
        [new Date(now.getTime() - AMA_PAYMENT_HOLD_MS)],
      );
      for (const r of rows) await m.query(`UPDATE ama_events SET registered_count = registered_count - 1, updated_at = now() WHERE id = $1`, [r.event_id]);
      return rows.length;
    });
  }

  /** After the guardian approved a minor's priced registration: the guardian's checkout. */
  private async guardianCheckout(a: GuardianApproval, token: string): Promise<string | null> {
    const [r]: { user_id: string; state: string; title: string; price: string; currency: string }[] = await this.db.query(
      `SELECT r.user_id, r.state, e.title, e.price, e.currency FROM ama_registrations r JOIN ama_events e ON e.id = r.event_id WHERE r.id = $1`,
      [a.subjectId],
    );
    if (!r || r.state !== 'awaiting_payment' || Number(r.price) <= 0) return null;
    await this.db.query(`UPDATE ama_registrations SET updated_at = now() WHERE id = $1`, [a.subjectId]);
    const { url } = await this.checkout.startAmaForGuardian({
      userId: r.user_id, registrationId: a.subjectId, description: `AMA: ${r.title}`, amountCents: Math.round(Number(r.price) * 100), currency: r.currency,
      expiresAt: new Date(this.clock.now().getTime() + AMA_PAYMENT_HOLD_MS), returnTo: `/mentoring/guardian/${token}`, guardianEmail: a.guardianEmail,
    });
    return url;
  }

  /** The caller gives the place back. */
  async cancel(me: SessionUser, eventId: string): Promise<void> {
    if (!isUuid(eventId)) throw notFound('AMA event not found');
    await this.db.transaction(async (m) => {
      const [r]: { id: string; status: string; scheduled_at: Date; title: string }[] = await m.query(
        `SELECT r.id, r.status, e.scheduled_at, e.title
           FROM ama_registrations r JOIN ama_events e ON e.id = r.event_id
          WHERE r.event_id = $1 AND r.user_id = $2 AND r.state IN ${HOLDING} FOR UPDATE OF r`,
        [eventId, me.id],
      );
      if (!r) throw notFound('Registration not found');
      // The sessions' rule (MENTORING_FREE_CANCEL_HOURS); in the same transaction, so a refund the provider refuses leaves the place as it was.
      const inTime = menteeCancelRefunded(new Date(r.scheduled_at), this.clock.now(), this.config.mentoringFreeCancelHours);
      const refunded = r.status === 'paid' && inTime && (await this.payments.refundIn(m, r.id, `the live Q&A "${r.title}"`));
      await m.query(
        `UPDATE ama_registrations SET state = 'cancelled', join_url = NULL, status = CASE WHEN $2 THEN 'refunded'::payment_status ELSE status END,
                updated_at = now() WHERE id = $1`,
        [r.id, refunded],
      );
      await m.query(`UPDATE ama_events SET registered_count = registered_count - 1, updated_at = now() WHERE id = $1`, [eventId]);
    });
  }

  /** The host's list of registrants (names and states). */
  async registrations(me: SessionUser, eventId: string): Promise<Array<{ name: string; state: AmaRegistrationState }>> {
    const event = await this.get(me, eventId);
    if (!event.isHost) throw notFound('AMA event not found');
    return this.db.query(
      `SELECT u.full_name AS name, r.state FROM ama_registrations r JOIN user_directory u ON u.id = r.user_id
        WHERE r.event_id = $1 AND r.state IN ${HOLDING} ORDER BY r.created_at`,
      [eventId],
    );
  }

  /** The guardian's answer (a GuardianApprovalsService kind, inside its transaction): approved free ones are confirmed; declined or expired ones free the place. */
  private async guardianDecided(registrationId: string, approved: boolean, m: EntityManager): Promise<void> {
    {
      const [r]: { event_id: string; amount: string | null }[] = await m.query(
        `SELECT event_id, amount FROM ama_registrations WHERE id = $1 AND state = 'awaiting_guardian' FOR UPDATE`,
        [registrationId],
      );
      if (!r) return;
      if (!approved) {
        await m.query(`UPDATE ama_registrations SET state = 'declined', guardian_decided_at = now(), updated_at = now() WHERE id = $1`, [registrationId]);
        await m.query(`UPDATE ama_events SET registered_count = registered_count - 1, updated_at = now() WHERE id = $1`, [r.event_id]);
        return;
      }
      const [e]: { meeting_url: string | null }[] = await m.query(`SELECT meeting_url FROM ama_events WHERE id = $1`, [r.event_id]);
      const free = Number(r.amount ?? 0) === 0;
      await m.query(
        `UPDATE ama_registrations SET state = $2, status = $3, join_url = $4, guardian_decided_at = now(), updated_at = now() WHERE id = $1`,
        [registrationId, free ? 'confirmed' : 'awaiting_payment', free ? 'paid' : 'pending', free ? joinLink(r.event_id, e?.meeting_url ?? null) : null],
      );
    }
  }

  private select(): string {
    return `SELECT e.id, e.mentor_id, mt.user_id AS mentor_user_id, u.full_name AS mentor_name, e.title, e.description, e.scheduled_at,
                   e.duration, e.price, e.currency, e.capacity, e.registered_count, e.meeting_url, e.is_public, e.status, reg.state AS my_state,
                   reg.checkout_url AS my_checkout_url, reg.guardian_decided_at IS NOT NULL AS my_guardian_pays
              FROM ama_events e JOIN mentors mt ON mt.id = e.mentor_id JOIN user_directory u ON u.id = mt.user_id
              LEFT JOIN ama_registrations reg ON reg.event_id = e.id AND reg.user_id = $1 AND reg.state IN ${HOLDING}`;
  }
}

/** The mentor's meeting link, else the event's generated video room (same scheme as sessions' generated links). */
function joinLink(eventId: string, meetingUrl: string | null): string {
  return meetingUrl ?? `https://meet.jit.si/fiji-rugby-ama-${eventId}`;
}

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message, errors: { [field]: message } });
}

function toView(r: EventRow, viewerId: string | undefined, freeCancelHours: number): AmaEventView {
  const isHost = r.mentor_user_id === viewerId;
  const price = Number(r.price);
  return {
    id: r.id, mentorId: r.mentor_id, mentorName: r.mentor_name, title: r.title, description: r.description,
    scheduledAt: new Date(r.scheduled_at).toISOString(), duration: r.duration, price, currency: r.currency, capacity: r.capacity,
    registeredCount: r.registered_count, placesLeft: Math.max(0, r.capacity - r.registered_count), isPublic: r.is_public, status: r.status,
    myRegistration: r.my_state, isHost,
    checkoutUrl: r.my_state === 'awaiting_payment' && !r.my_guardian_pays ? r.my_checkout_url : null,
    guardianPays: r.my_state === 'awaiting_payment' && !!r.my_guardian_pays,
    joinUrl: isHost || r.my_state === 'confirmed' ? joinLink(r.id, r.meeting_url) : null,
    freeCancelHours,
  };
}
