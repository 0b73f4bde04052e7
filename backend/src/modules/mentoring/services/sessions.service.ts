import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MENTORING_SESSION_TYPES,
  menteeCancelRefunded,
  type EarningsView,
  type MentoringSessionType,
  type MentoringSessionView,
  type SessionReviewDto,
  type SessionUser,
} from '@fiji/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { AmaPaymentsService, BillingClock, SessionPaymentsService } from '../../billing';
import { SessionNoticesService, type SessionParties } from './session-notices.service';
import {
  LIVE,
  expireHolds,
  fieldError,
  generatedLink,
  listSessions,
  loadSession,
  missing,
  onlyThe,
  overlapError,
  slotTaken,
  stateConflict,
  type SessionRow,
} from './session-store';
import { MentorSlotsService } from './slots.service';
import { BadgesService } from './badges.service';

type Side = 'mentor' | 'mentee' | 'admin';
type After = () => Promise<unknown>;

/**
 * A session's life after booking (docs/mentoring.md "Bookings and sessions"): confirm, cancel with a
 * reason (refunds by the rules), complete (releases the payment), no-show, reschedule (never charges
 * again), the meeting link, notes, reflection and one review. Only the two parties (and admins, to
 * read) see a session; anyone else gets the same 404 as a missing one.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly payments: SessionPaymentsService,
    private readonly notices: SessionNoticesService,
    private readonly slots: MentorSlotsService,
    private readonly clock: BillingClock,
    private readonly badges: BadgesService,
    private readonly amaPayments: AmaPaymentsService,
    private readonly config: AppConfig,
  ) {}

  async list(me: SessionUser, role: 'mentor' | 'mentee', when: 'upcoming' | 'past'): Promise<MentoringSessionView[]> {
    const now = this.clock.now();
    const who = role === 'mentor' ? 'm.user_id = $1' : 's.mentee_id = $1';
    const rows =
      when === 'upcoming'
        ? await listSessions(this.db.manager, `${who} AND s.status IN ('scheduled', 'confirmed', 'in_progress') AND s.ends_at >= $2`, [me.id, now], 's.scheduled_at ASC')
        : await listSessions(this.db.manager, `${who} AND (s.status NOT IN ('scheduled', 'confirmed', 'in_progress') OR s.ends_at < $2)`, [me.id, now], 's.scheduled_at DESC');
    const parties = await this.notices.partiesOf(rows);
    return rows.map((r, i) => this.view(r, role, parties[i]!));
  }

  async get(me: SessionUser, id: string): Promise<MentoringSessionView> {
    const row = await this.visible(me, id);
    return this.view(row, this.sideOf(me, row), await this.notices.parties(row));
  }

  /** The mentor accepts: needs the payment (a minor's: the guardian's approval, then the guardian's payment). */
  confirm(me: SessionUser, id: string, meetingUrl?: string): Promise<MentoringSessionView> {
    return this.change(me, id, ['mentor'], async (row, m) => {
      if (row.status !== 'scheduled') throw stateConflict(`A ${row.status} session cannot be confirmed`);
      if (row.guardian_approval === 'pending') throw stateConflict('This session waits for the guardian\u2019s approval');
      if (!row.paid_at) throw stateConflict('This session is not paid yet');
      const url = meetingUrl ?? row.meeting_url ?? generatedLink();
      await m.query(`UPDATE mentoring_sessions SET status = 'confirmed', meeting_url = $2, updated_at = now() WHERE id = $1`, [row.id, url]);
      await this.notices.tell(row, ['mentee'], 'Your mentoring session is confirmed', [
        `${row.title} on ${this.notices.when(row)} is confirmed.`, `Meeting link: ${url}`,
      ], m);
      return [];
    });
  }

  cancel(me: SessionUser, id: string, reason: string): Promise<MentoringSessionView> {
    return this.change(me, id, ['mentor', 'mentee'], async (row, m, side) => {
      if (row.status !== 'scheduled' && row.status !== 'confirmed') throw stateConflict(`A ${row.status} session cannot be cancelled`);
      await m.query(
        `UPDATE mentoring_sessions SET status = 'cancelled', cancel_reason = $2, cancelled_by = $3, hold_expires_at = NULL, updated_at = now() WHERE id = $1`,
        [row.id, reason.trim(), side],
      );
      const hours = this.config.mentoringFreeCancelHours;
      const refunded = side === 'mentor' || menteeCancelRefunded(cancelRuleStart(row), this.clock.now(), hours);
      const other = side === 'mentor' ? 'mentee' : 'mentor';
      await this.notices.tell(row, [other], 'A mentoring session was cancelled', [
        `${row.title} on ${this.notices.when(row)} was cancelled by the ${side}. Reason: ${reason.trim()}`,
        row.paid_at ? (refunded ? 'The payment is refunded in full.' : `Cancelled less than ${hours} hours before the start: the payment is not refunded.`) : '',
      ].filter(Boolean), m);
      if (!row.paid_at || row.price_cents === 0) return [];
      return [refunded ? () => this.payments.refund(row.id, `Cancelled by the ${side}`) : () => this.payments.release(row.id, { keptAfter: 'late_cancel' })];
    });
  }

  complete(me: SessionUser, id: string): Promise<MentoringSessionView> {
    return this.change(me, id, ['mentor'], async (row, m) => {
      if (row.status !== 'confirmed' && row.status !== 'in_progress') throw stateConflict('Only a confirmed session can be completed');
      if (new Date(row.scheduled_at) > this.clock.now()) throw stateConflict('A session can be completed once it has started');
      await m.query(`UPDATE mentoring_sessions SET status = 'completed', updated_at = now() WHERE id = $1`, [row.id]);
      await m.query(`UPDATE mentoring_relationships SET total_sessions = total_sessions + 1, updated_at = now() WHERE id = $1`, [row.relationship_id]);
      await this.badges.onSessionCompleted(row.id, m);
      await this.notices.tell(row, ['mentee'], 'Your mentoring session is complete', [`${row.title} is complete. Rate and review it in My Sessions.`], m);
      return row.paid_at && row.price_cents > 0 ? [() => this.payments.release(row.id)] : [];
    });
  }

  /**
   * After the start, either side reports the other absent: the mentor missing refunds the mentee in full;
   * the mentee missing keeps the payment for the mentor (as a late cancel).
   */
  noShow(me: SessionUser, id: string): Promise<MentoringSessionView> {
    return this.change(me, id, ['mentor', 'mentee'], async (row, m, side) => {
      if (row.status !== 'confirmed' && !(row.status === 'scheduled' && row.paid_at)) throw stateConflict('Only a booked, paid session can be marked as a no-show');
      if (new Date(row.scheduled_at) > this.clock.now()) throw stateConflict('A no-show can be reported once the session has started');
      const absent = side === 'mentee' ? 'mentor' : 'mentee';
      await m.query(`UPDATE mentoring_sessions SET status = 'no_show', absent_party = $2, updated_at = now() WHERE id = $1`, [row.id, absent]);
      await this.notices.tell(row, [absent], 'A mentoring session was marked as a no-show', [
        `${row.title} on ${this.notices.when(row)} was reported missed by the ${absent}.`,
        absent === 'mentor' ? 'The payment is refunded in full.' : 'The payment is not refunded.',
      ], m);
      if (!row.paid_at || row.price_cents === 0) return [];
      return [absent === 'mentor' ? () => this.payments.refund(row.id, 'The mentor did not show up') : () => this.payments.release(row.id, { keptAfter: 'mentee_no_show' })];
    });
  }

  /** Moves the session; the payment stays as it is (never charged again). The slot must be bookable. */
  async reschedule(me: SessionUser, id: string, startIso: string): Promise<MentoringSessionView> {
    const start = new Date(startIso);
    const now = this.clock.now();
    if (Number.isNaN(start.getTime()) || start <= now) throw fieldError('start', 'start must be in the future');
    try {
      return await this.change(me, id, ['mentor', 'mentee'], async (row, m, side) => {
        if (row.status !== 'scheduled' && row.status !== 'confirmed') throw stateConflict(`A ${row.status} session cannot be rescheduled`);
        if (new Date(row.scheduled_at) <= now) throw stateConflict('A session that has started cannot be rescheduled');
        // A mentee moving a session from inside the free-cancel window keeps being judged on the start it
        // was due at then, so a move and a cancel never buy a refund; a mentor's move resets it
        // (docs/mentoring.md "Lifecycle").
        const freeCancelStart = side === 'mentee' && !menteeCancelRefunded(cancelRuleStart(row), now, this.config.mentoringFreeCancelHours) ? cancelRuleStart(row) : null;
        await expireHolds(m, now, row.mentor_id);
        if (!(await this.slots.isBookable(row.mentor_id, start, row.duration, m, { ignoreSessionId: row.id, now }))) throw slotTaken();
        const before = this.notices.when(row);
        await m.query(
          `UPDATE mentoring_sessions SET scheduled_at = $2, ends_at = $3, free_cancel_start = $4, reminded_24h_at = NULL, reminded_1h_at = NULL, updated_at = now() WHERE id = $1`,
          [row.id, start, new Date(start.getTime() + row.duration * 60_000), freeCancelStart],
        );
        const moved = { ...row, scheduled_at: start };
        await this.notices.tell(moved, ['mentor', 'mentee'], 'A mentoring session was moved', [`${row.title} moved from ${before} to ${this.notices.when(moved)}.`, 'Nothing is charged again.'], m);
        return [];
      });
    } catch (e) {
      throw overlapError(e) ?? e;
    }
  }

  meetingLink(me: SessionUser, id: string, url: string | undefined, generate: boolean): Promise<MentoringSessionView> {
    if (!url && !generate) throw fieldError('meetingUrl', 'meetingUrl must be an https link, or ask for a generated one');
    return this.change(me, id, ['mentor'], async (row, m) => {
      if (!LIVE.includes(row.status)) throw stateConflict(`A ${row.status} session takes no meeting link`);
      const link = url ?? generatedLink();
      await m.query(`UPDATE mentoring_sessions SET meeting_url = $2, updated_at = now() WHERE id = $1`, [row.id, link]);
      await this.notices.tell(row, ['mentee'], 'Meeting link for your mentoring session', [`${row.title} on ${this.notices.when(row)}: ${link}`], m);
      return [];
    });
  }

  notes(me: SessionUser, id: string, text: string): Promise<MentoringSessionView> {
    return this.change(me, id, ['mentor'], async (row, m) => {
      await m.query(`UPDATE mentoring_sessions SET session_notes = $2, updated_at = now() WHERE id = $1`, [row.id, text.trim() || null]);
      return [];
    });
  }

  reflection(me: SessionUser, id: string, text: string): Promise<MentoringSessionView> {
    return this.change(me, id, ['mentee'], async (row, m) => {
      await m.query(`UPDATE mentoring_sessions SET mentee_reflection = $2, updated_at = now() WHERE id = $1`, [row.id, text.trim() || null]);
      return [];
    });
  }

  /** Once per session, after it completed; the mentor's rating and count are computed from the reviews. */
  async review(me: SessionUser, id: string, dto: SessionReviewDto): Promise<{ id: string }> {
    const row = await this.visible(me, id);
    if (this.sideOf(me, row) !== 'mentee') throw onlyThe('mentee');
    if (row.status !== 'completed') throw stateConflict('A session can be reviewed once it is completed');
    const rows: { id: string }[] = await this.db.query(
      `INSERT INTO mentor_reviews (mentor_id, reviewer_id, session_id, rating, title, comment, would_recommend) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ON CONSTRAINT uq_mentor_reviews_mentor_reviewer_session DO NOTHING RETURNING id`,
      [row.mentor_id, me.id, row.id, dto.rating, dto.title.trim(), dto.comment.trim(), dto.wouldRecommend],
    );
    if (!rows[0]) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: 'You already reviewed this session' });
    await this.db.query(`UPDATE mentoring_sessions SET rating = $2, feedback = $3, updated_at = now() WHERE id = $1`, [row.id, dto.rating, dto.comment.trim()]);
    return { id: rows[0].id };
  }

  /** An .ics (RFC 5545) of the session, for the two parties. */
  async ics(me: SessionUser, id: string): Promise<string> {
    const row = await this.visible(me, id);
    const p = await this.notices.parties(row);
    return icsOf(row, p, this.clock.now());
  }

  async earnings(me: SessionUser): Promise<EarningsView> {
    const rows = await listSessions(this.db.manager, `m.user_id = $1 AND s.paid_at IS NOT NULL AND s.price_cents > 0`, [me.id], 's.scheduled_at DESC');
    const payments = new Map((await this.payments.forSessions(rows.map((r) => r.id))).map((p) => [p.sessionId, p]));
    const parties = await this.notices.partiesOf(rows);
    const names = new Map(rows.map((r, i) => [r.mentee_id, parties[i]!.mentee.name]));
    const out: EarningsView['rows'] = [];
    for (const r of rows) {
      const p = payments.get(r.id);
      if (!p) continue;
      out.push({
        id: r.id, kind: 'session', title: r.title, start: new Date(r.scheduled_at).toISOString(), menteeName: names.get(r.mentee_id)!, currency: p.currency,
        grossCents: p.grossCents, feeCents: p.platformFeeCents + p.processingFeeCents, netCents: p.netCents, refundedCents: p.refundedCents,
        paymentStatus: p.status === 'refunded' ? 'refunded' : p.releasedAt ? 'released' : 'held',
      });
    }
    out.push(...(await this.amaEarnings(me.id)));
    out.sort((a, b) => b.start.localeCompare(a.start));
    const totals = new Map<string, EarningsView['totals'][number]>();
    for (const r of out) {
      const t = totals.get(r.currency) ?? { currency: r.currency, grossCents: 0, feeCents: 0, netCents: 0, releasedCents: 0, heldCents: 0, refundedCents: 0 };
      t.grossCents += r.grossCents;
      t.feeCents += r.feeCents;
      t.netCents += r.netCents;
      t.refundedCents += r.refundedCents;
      totals.set(r.currency, t);
    }
    // Released and held come from billing's balance (the one source of what the mentor is owed).
    for (const b of await this.payments.mentorBalance(me.id)) {
      const t = totals.get(b.currency);
      if (t) Object.assign(t, { releasedCents: b.balanceCents, heldCents: b.heldCents });
    }
    return { rows: out, totals: [...totals.values()] };
  }

  /** Paid AMA places of this mentor's events (billing holds the money), with the event and the registrant. */
  private async amaEarnings(mentorUserId: string): Promise<EarningsView['rows']> {
    const payments = await this.amaPayments.forMentor(mentorUserId);
    if (payments.length === 0) return [];
    const places: { id: string; title: string; scheduled_at: Date; name: string }[] = await this.db.query(
      `SELECT r.id, e.title, e.scheduled_at, u.full_name AS name
         FROM ama_registrations r JOIN ama_events e ON e.id = r.event_id JOIN user_directory u ON u.id = r.user_id
        WHERE r.id = ANY($1::uuid[])`,
      [payments.map((p) => p.registrationId)],
    );
    const byId = new Map(places.map((p) => [p.id, p]));
    return payments.flatMap((p) => {
      const place = byId.get(p.registrationId);
      if (!place) return [];
      const { registrationId, ...money } = p;
      return [{ id: registrationId, kind: 'ama' as const, title: place.title, start: new Date(place.scheduled_at).toISOString(), menteeName: place.name, ...money }];
    });
  }

  // ---- helpers

  private sideOf(me: SessionUser, row: SessionRow): Side {
    if (row.mentor_user_id === me.id) return 'mentor';
    if (row.mentee_id === me.id) return 'mentee';
    return 'admin';
  }

  /** The session when the caller is one of its two parties or an admin; anyone else: 404 like a missing one. */
  private async visible(me: SessionUser, id: string, m: EntityManager = this.db.manager, lock = false): Promise<SessionRow> {
    const row = await loadSession(m, id, lock);
    if (!row || (row.mentor_user_id !== me.id && row.mentee_id !== me.id && me.role !== 'admin')) throw missing();
    return row;
  }

  /** One change under the session's row lock; money moves after the commit (billing's own transaction). */
  private async change(
    me: SessionUser,
    id: string,
    sides: Array<'mentor' | 'mentee'>,
    fn: (row: SessionRow, m: EntityManager, side: 'mentor' | 'mentee') => Promise<After[]>,
  ): Promise<MentoringSessionView> {
    const after = await this.db.transaction(async (m) => {
      const row = await this.visible(me, id, m, true);
      const side = this.sideOf(me, row);
      if (side === 'admin' || !sides.includes(side)) throw onlyThe(sides.join(' or '));
      return fn(row, m, side);
    });
    for (const step of after) await step();
    return this.get(me, id);
  }

  private view(r: SessionRow, side: Side, p: SessionParties): MentoringSessionView {
    const now = this.clock.now();
    const start = new Date(r.scheduled_at);
    const started = start <= now;
    const live = r.status === 'scheduled' || r.status === 'confirmed';
    const paid = !!r.paid_at;
    const actions: MentoringSessionView['actions'] = [];
    if (side === 'mentor') {
      if (r.status === 'scheduled' && paid && r.guardian_approval !== 'pending') actions.push('confirm');
      if (live) actions.push('cancel');
      if (!started && live) actions.push('reschedule', 'meeting_link');
      if (started && (r.status === 'confirmed' || r.status === 'in_progress')) actions.push('complete');
      if (started && (r.status === 'confirmed' || (r.status === 'scheduled' && paid))) actions.push('no_show');
      actions.push('notes');
    } else if (side === 'mentee') {
      if (r.status === 'scheduled' && !paid && r.checkout_url && !r.guardian_approval && r.hold_expires_at && new Date(r.hold_expires_at) > now) actions.push('pay');
      if (live) actions.push('cancel');
      if (!started && live && (paid || r.status === 'confirmed')) actions.push('reschedule');
      if (started && (r.status === 'confirmed' || (r.status === 'scheduled' && paid))) actions.push('no_show');
      actions.push('reflection');
      if (r.status === 'completed' && !r.reviewed) actions.push('review');
    }
    return {
      id: r.id,
      relationshipId: r.relationship_id,
      mentorId: r.mentor_id,
      mentorName: p.mentor.name,
      menteeUserId: r.mentee_id,
      menteeName: p.mentee.name,
      role: side,
      sessionType: (MENTORING_SESSION_TYPES as readonly string[]).includes(r.session_type) ? (r.session_type as MentoringSessionType) : 'individual',
      title: r.title,
      note: r.description,
      start: start.toISOString(),
      end: new Date(r.ends_at).toISOString(),
      durationMinutes: r.duration,
      mentorTimeZone: r.mentor_timezone ?? 'UTC',
      status: r.status,
      holdExpiresAt: r.hold_expires_at && !paid ? new Date(r.hold_expires_at).toISOString() : null,
      paid,
      priceCents: r.price_cents,
      currency: r.currency,
      guardianApproval: r.guardian_approval,
      meetingUrl: r.meeting_url,
      cancelReason: r.cancel_reason,
      cancelledBy: r.cancelled_by,
      sessionNotes: side === 'mentee' ? null : r.session_notes,
      menteeReflection: r.mentee_reflection,
      reviewed: r.reviewed,
      actions,
      checkoutUrl: actions.includes('pay') ? r.checkout_url : null,
      freeCancelUntil: new Date(cancelRuleStart(r).getTime() - this.config.mentoringFreeCancelHours * 3_600_000).toISOString(),
    };
  }
}

/** The start a mentee's cancel is judged against: the one it was due at when a mentee's move took it out of the window. */
const cancelRuleStart = (r: SessionRow): Date => new Date(r.free_cancel_start ?? r.scheduled_at);


const icsDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** Lines longer than 75 octets are folded (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export function icsOf(r: SessionRow, p: SessionParties, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fiji Rugby Talent//Mentoring//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${r.id}@fiji-rugby-talent`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(new Date(r.scheduled_at))}`,
    `DTEND:${icsDate(new Date(r.ends_at))}`,
    `SUMMARY:${icsText(r.title)}`,
    `DESCRIPTION:${icsText([`Mentor: ${p.mentor.name}`, `Mentee: ${p.mentee.name}`, r.description ? `Focus: ${r.description}` : '', r.meeting_url ? `Join: ${r.meeting_url}` : ''].filter(Boolean).join('\n'))}`,
    ...(r.meeting_url ? [`URL:${r.meeting_url}`, `LOCATION:${icsText(r.meeting_url)}`] : []),
    `STATUS:${r.status === 'cancelled' ? 'CANCELLED' : r.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
