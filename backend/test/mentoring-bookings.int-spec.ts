/**
 * Mentoring bookings and sessions on PostgreSQL (docs/mentoring.md "Bookings and sessions"): the
 * exclusion constraint and a 20-way race for one slot, holds that expire and free the slot, the
 * lifecycle with its refunds, completion releasing the payment, reschedule never charging again, one
 * review per session driving the mentor's rating, guardian approval gating a minor's booking and
 * payment, minors booking only verified mentors, and only the two parties seeing a session.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ERROR_CODES, type SessionUser } from '@fiji/contracts';
import { BillingClock } from '../src/modules/billing';
import { BookingsService, MentoringSweepService } from '../src/modules/mentoring';
import { createTestApp, type TestApp } from './app.factory';
import { emailOf, HOUR, mailsMatching } from './billing-fixtures';
import type { Agent } from './helpers';
import { listedMentor } from './mentoring-fixtures';
import { mailsTo, playerWithPlan } from './recruiting-fixtures';
import { newAccount } from './social-fixtures';

const MINUTE = 60_000;
const DAY = 24 * HOUR;

describe('mentoring: bookings and sessions', () => {
  let t: TestApp;
  let clock: BillingClock;
  let verified: { agent: Agent; userId: string; mentorId: string };
  let unverified: { agent: Agent; userId: string; mentorId: string };
  let player: { agent: Agent; userId: string };
  let stranger: { agent: Agent; userId: string };

  /** A slot start `days` ahead at `hour`:00 UTC (on the half-hour grid of a Fiji day). */
  function slot(days: number, hour: number): string {
    const d = new Date(clock.now().getTime() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  }

  const book = (agent: Agent, mentorId: string, start: string, durationMinutes = 60) =>
    agent.post('/api/mentoring/bookings').send({ mentorId, start, durationMinutes, sessionType: 'individual', note: 'Lineout throwing' });

  const checkoutIdOf = (url: string) => /\/billing\/checkout\/([0-9a-f-]{36})/.exec(url)![1]!;

  async function bookPaid(agent: Agent, mentorId: string, start: string, durationMinutes = 60): Promise<string> {
    const res = await book(agent, mentorId, start, durationMinutes).expect(201);
    await agent.post(`/api/billing/demo/checkouts/${checkoutIdOf(res.body.checkoutUrl)}/pay`).expect(200);
    return res.body.sessionId as string;
  }

  const payment = async (sessionId: string) => {
    const [row]: { status: string; gross_cents: number; refunded_cents: number; released_at: Date | null }[] = await t.dataSource.query(
      `SELECT status, gross_cents, refunded_cents, released_at FROM session_payments WHERE session_id = $1`,
      [sessionId],
    );
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(BillingClock);
    [verified, unverified, player, stranger] = await Promise.all([listedMentor(t, true), listedMentor(t, false), newAccount(t, 'player'), newAccount(t, 'player')]);
  });
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  it('books, pays on the demo checkout, the mentor confirms and completes (payment released), the mentee reviews once and the rating changes', async () => {
    const start = slot(3, 6);
    const booked = await book(player.agent, verified.mentorId, start).expect(201);
    expect(booked.body).toMatchObject({ status: 'scheduled', checkoutUrl: expect.stringMatching(/^\/billing\/checkout\//) });
    const id = booked.body.sessionId as string;
    const held = (await player.agent.get(`/api/mentoring/sessions/${id}`).expect(200)).body;
    expect(held).toMatchObject({ paid: false, priceCents: 6000, currency: 'USD', mentorTimeZone: 'Pacific/Fiji', start, actions: expect.arrayContaining(['pay', 'cancel']) });
    expect(new Date(held.holdExpiresAt).getTime() - clock.now().getTime()).toBeLessThanOrEqual(10 * MINUTE);

    const checkout = (await player.agent.get(`/api/billing/checkouts/${checkoutIdOf(booked.body.checkoutUrl)}`).expect(200)).body;
    expect(checkout).toMatchObject({ kind: 'session', amountCents: 6000, status: 'open' });
    await player.agent.post(`/api/billing/demo/checkouts/${checkout.checkoutId}/pay`).expect(200);

    const mine = (await verified.agent.get('/api/mentoring/sessions?role=mentor&when=upcoming').expect(200)).body.results;
    expect(mine.find((s: { id: string }) => s.id === id)).toMatchObject({ status: 'scheduled', paid: true, actions: expect.arrayContaining(['confirm']) });
    await player.agent.post(`/api/mentoring/sessions/${id}/confirm`).send({}).expect(403);
    const confirmed = (await verified.agent.post(`/api/mentoring/sessions/${id}/confirm`).send({}).expect(200)).body;
    expect(confirmed).toMatchObject({ status: 'confirmed', meetingUrl: expect.stringMatching(/^https:\/\/meet\.jit\.si\//) });

    const early = await verified.agent.post(`/api/mentoring/sessions/${id}/complete`).expect(409);
    expect(early.body.code).toBe(ERROR_CODES.SESSION_STATE);
    await player.agent.post(`/api/mentoring/sessions/${id}/review`).send({ rating: 5, title: 'Great', comment: 'Sharp', wouldRecommend: true }).expect(409);

    const ics = await player.agent.get(`/api/mentoring/sessions/${id}/ics`).expect(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.text).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics.text).toContain('STATUS:CONFIRMED');

    // Two earlier sessions with this mentor: completing this third one earns the mentee `mentored_by` at once.
    for (const daysAgo of [40, 30]) {
      await t.dataSource.query(
        `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, ends_at, duration, status)
         VALUES ($1, $2, 'Earlier session', now() - make_interval(days => $3), now() - make_interval(days => $3) + interval '1 hour', 60, 'completed')`,
        [verified.mentorId, player.userId, daysAgo],
      );
    }
    expect((await player.agent.get('/api/mentoring/badges/me').expect(200)).body).toEqual([]);
    const before = (await player.agent.get(`/api/mentors/${verified.mentorId}`).expect(200)).body;
    clock.advance(new Date(start).getTime() - clock.now().getTime() + HOUR);
    await verified.agent.post(`/api/mentoring/sessions/${id}/complete`).expect(200);
    expect((await player.agent.get('/api/mentoring/badges/me').expect(200)).body).toEqual([expect.objectContaining({ badgeType: 'mentored_by' })]);
    expect((await payment(id))!.released_at).not.toBeNull();
    const earnings = (await verified.agent.get('/api/mentoring/earnings').expect(200)).body;
    expect(earnings.rows.find((r: { id: string }) => r.id === id)).toMatchObject({ grossCents: 6000, feeCents: 900, netCents: 5100, paymentStatus: 'released' });
    expect(earnings.totals).toEqual([expect.objectContaining({ currency: 'USD', releasedCents: 5100 })]);
    await player.agent.get('/api/mentoring/earnings').expect(403);

    await player.agent.post(`/api/mentoring/sessions/${id}/review`).send({ rating: 4, title: 'Great', comment: 'Sharp lineout drills', wouldRecommend: true }).expect(201);
    const again = await player.agent.post(`/api/mentoring/sessions/${id}/review`).send({ rating: 1, title: 'x', comment: 'y', wouldRecommend: false }).expect(409);
    expect(again.body.code).toBe(ERROR_CODES.CONFLICT);
    const after = (await player.agent.get(`/api/mentors/${verified.mentorId}`).expect(200)).body;
    expect(before.rating).toBe(0);
    expect(after.rating).toBe(4);
    expect(after.totalSessions).toBe(before.totalSessions + 1);
  });

  it('the database refuses overlapping live sessions, and 20 concurrent bookings of one slot give one booking and 19 × 409 SLOT_TAKEN', async () => {
    const [tpl]: { id: string }[] = await t.dataSource.query(`SELECT id FROM users WHERE id = $1`, [stranger.userId]);
    expect(tpl).toBeTruthy();
    // Twenty adult mentees (copies of one account: no password hashing needed to call the service).
    const mentees: SessionUser[] = [];
    for (let i = 0; i < 20; i++) {
      const [u]: { id: string }[] = await t.dataSource.query(
        `INSERT INTO users SELECT (jsonb_populate_record(NULL::users, to_jsonb(u) || jsonb_build_object('id', gen_random_uuid(), 'email', $2::text))).* FROM users u WHERE u.id = $1 RETURNING id`,
        [stranger.userId, `race.${randomUUID().slice(0, 8)}@example.test`],
      );
      mentees.push({ id: u!.id, role: 'player', firstName: 'Race', lastName: String(i) } as SessionUser);
    }
    const start = slot(4, 8);
    const bookings = t.app.get(BookingsService);
    const results = await Promise.allSettled(
      mentees.map((me) => bookings.book(me, { mentorId: verified.mentorId, start, durationMinutes: 60, sessionType: 'individual' })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    // Every refusal is the 409 a client reads (an unmapped database error would be a 500).
    for (const r of refused) expect((r.reason as { getResponse?: () => unknown }).getResponse?.() ?? String(r.reason)).toMatchObject({ code: ERROR_CODES.SLOT_TAKEN });
    const [{ n }]: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM mentoring_sessions WHERE mentor_id = $1 AND scheduled_at = $2 AND status IN ('scheduled', 'confirmed')`,
      [verified.mentorId, start],
    );
    expect(n).toBe(1);

    // The constraint itself, below the service: an overlapping live row is refused.
    await expect(
      t.dataSource.query(
        `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, ends_at, duration, status) VALUES ($1, $2, 'x', $3::timestamptz + interval '30 minutes', $3::timestamptz + interval '90 minutes', 60, 'confirmed')`,
        [verified.mentorId, mentees[5]!.id, start],
      ),
    ).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '23P01', constraint: 'ex_mentoring_sessions_mentor_time' }) });

    // A mentee cannot be in two sessions at once either (another mentor, same time).
    const winner = mentees[results.findIndex((r) => r.status === 'fulfilled')]!;
    const twice = bookings.book(winner, { mentorId: unverified.mentorId, start, durationMinutes: 30, sessionType: 'video_review' });
    await expect(twice).rejects.toMatchObject({ response: expect.objectContaining({ code: ERROR_CODES.SESSION_OVERLAP }) });
  });

  it('an unpaid hold expires after 10 minutes and frees the slot (booking path and sweep); its checkout closes; cancelling the checkout frees it at once', async () => {
    const start = slot(5, 2);
    const first = await book(player.agent, verified.mentorId, start).expect(201);
    const taken = await book(stranger.agent, verified.mentorId, start).expect(409);
    expect(taken.body.code).toBe(ERROR_CODES.SLOT_TAKEN);
    clock.advance(11 * MINUTE);
    await book(stranger.agent, verified.mentorId, start).expect(201);
    const lapsed = (await player.agent.get(`/api/mentoring/sessions/${first.body.sessionId}`).expect(200)).body;
    expect(lapsed).toMatchObject({ status: 'cancelled', cancelledBy: 'system' });
    const closed = await player.agent.post(`/api/billing/demo/checkouts/${checkoutIdOf(first.body.checkoutUrl)}/pay`).expect(409);
    expect(closed.body.code).toBe(ERROR_CODES.CHECKOUT_CLOSED);

    // Cancelling the checkout releases the slot at once.
    const abandoned = await book(player.agent, verified.mentorId, slot(5, 6)).expect(201);
    await player.agent.post(`/api/billing/demo/checkouts/${checkoutIdOf(abandoned.body.checkoutUrl)}/cancel`).expect(200);
    expect((await player.agent.get(`/api/mentoring/sessions/${abandoned.body.sessionId}`).expect(200)).body).toMatchObject({ status: 'cancelled', cancelReason: 'Payment cancelled' });
    await book(stranger.agent, verified.mentorId, slot(5, 6)).expect(201);

    const other = slot(5, 4);
    const held = await book(player.agent, verified.mentorId, other).expect(201);
    clock.advance(11 * MINUTE);
    const swept = await t.app.get(MentoringSweepService).runOnce();
    expect(swept.expiredHolds).toBeGreaterThanOrEqual(1);
    expect((await player.agent.get(`/api/mentoring/sessions/${held.body.sessionId}`).expect(200)).body.status).toBe('cancelled');
  });

  it('refunds: a mentee cancel 24 h or more before is refunded, later not; a mentor cancel and a no-show refund; reschedule never charges again', async () => {
    const early = await bookPaid(player.agent, verified.mentorId, slot(6, 2));
    await player.agent.post(`/api/mentoring/sessions/${early}/cancel`).send({ reason: 'Exams' }).expect(200);
    expect(await payment(early)).toMatchObject({ status: 'refunded', refunded_cents: 6000 });

    const nextHour = new Date(clock.now().getTime() + 3 * HOUR);
    nextHour.setUTCMinutes(0, 0, 0);
    const late = await bookPaid(player.agent, verified.mentorId, nextHour.toISOString());
    const reminders = await t.app.get(MentoringSweepService).runOnce();
    expect(reminders.reminders).toBeGreaterThanOrEqual(1);
    const cancelled = (await player.agent.post(`/api/mentoring/sessions/${late}/cancel`).send({ reason: 'Flat tyre' }).expect(200)).body;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Flat tyre', cancelledBy: 'mentee' });
    expect(await payment(late)).toMatchObject({ status: 'paid', refunded_cents: 0, released_at: expect.any(Date) });

    const byMentor = await bookPaid(player.agent, verified.mentorId, nextHour.toISOString());
    await verified.agent.post(`/api/mentoring/sessions/${byMentor}/cancel`).send({ reason: 'Team travel' }).expect(200);
    expect(await payment(byMentor)).toMatchObject({ status: 'refunded', refunded_cents: 6000 });

    const missed = await bookPaid(player.agent, verified.mentorId, slot(7, 2));
    await verified.agent.post(`/api/mentoring/sessions/${missed}/confirm`).send({ meetingUrl: 'https://meet.example.test/room' }).expect(200);
    await player.agent.post(`/api/mentoring/sessions/${missed}/no-show`).expect(409);
    clock.advance(new Date(slot(7, 2)).getTime() - clock.now().getTime() + HOUR);
    const noShow = (await player.agent.post(`/api/mentoring/sessions/${missed}/no-show`).expect(200)).body;
    expect(noShow.status).toBe('no_show');
    expect(await payment(missed)).toMatchObject({ status: 'refunded', refunded_cents: 6000 });
    clock.reset();

    const moving = await bookPaid(player.agent, verified.mentorId, slot(8, 2));
    const checkoutsBefore: { n: number }[] = await t.dataSource.query(`SELECT count(*)::int AS n FROM checkouts WHERE user_id = $1`, [player.userId]);
    const busy = await bookPaid(stranger.agent, verified.mentorId, slot(8, 6));
    const clash = await player.agent.post(`/api/mentoring/sessions/${moving}/reschedule`).send({ start: slot(8, 6) }).expect(409);
    expect(clash.body.code).toBe(ERROR_CODES.SLOT_TAKEN);
    const moved = (await player.agent.post(`/api/mentoring/sessions/${moving}/reschedule`).send({ start: slot(8, 4) }).expect(200)).body;
    expect(moved).toMatchObject({ start: slot(8, 4), paid: true });
    const checkoutsAfter: { n: number }[] = await t.dataSource.query(`SELECT count(*)::int AS n FROM checkouts WHERE user_id = $1`, [player.userId]);
    expect(checkoutsAfter[0]!.n).toBe(checkoutsBefore[0]!.n);
    const [charges]: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM payments p JOIN session_payments sp ON sp.id = p.session_payment_id WHERE sp.session_id = $1 AND p.direction = 'charge'`,
      [moving],
    );
    expect(charges!.n).toBe(1);
    expect(busy).toBeTruthy();
  });

  it('a mentee who moves a session from inside the free-cancel window to a later time and then cancels is not refunded; after a mentor\'s move the new start counts', async () => {
    const mentee = await newAccount(t, 'player');
    const soon = new Date(clock.now().getTime() + 5 * HOUR);
    soon.setUTCMinutes(0, 0, 0);
    const id = await bookPaid(mentee.agent, verified.mentorId, soon.toISOString());
    const moved = (await mentee.agent.post(`/api/mentoring/sessions/${id}/reschedule`).send({ start: slot(11, 2) }).expect(200)).body;
    expect(moved).toMatchObject({ start: slot(11, 2), paid: true, freeCancelUntil: new Date(soon.getTime() - DAY).toISOString() });
    await mentee.agent.post(`/api/mentoring/sessions/${id}/cancel`).send({ reason: 'Changed my mind' }).expect(200);
    expect(await payment(id)).toMatchObject({ status: 'paid', refunded_cents: 0, released_at: expect.any(Date) });

    // Moved again by the mentee: still judged on the first start inside the window.
    const twice = await bookPaid(mentee.agent, verified.mentorId, soon.toISOString());
    await mentee.agent.post(`/api/mentoring/sessions/${twice}/reschedule`).send({ start: slot(11, 4) }).expect(200);
    await mentee.agent.post(`/api/mentoring/sessions/${twice}/reschedule`).send({ start: slot(12, 8) }).expect(200);
    await mentee.agent.post(`/api/mentoring/sessions/${twice}/cancel`).send({ reason: 'Again' }).expect(200);
    expect(await payment(twice)).toMatchObject({ status: 'paid', refunded_cents: 0 });

    // The mentor moving it (their choice) resets the rule to the new start: the mentee's cancel is then refunded.
    const byMentor = await bookPaid(mentee.agent, verified.mentorId, soon.toISOString());
    await verified.agent.post(`/api/mentoring/sessions/${byMentor}/reschedule`).send({ start: slot(11, 6) }).expect(200);
    await mentee.agent.post(`/api/mentoring/sessions/${byMentor}/cancel`).send({ reason: 'Cannot make the new time' }).expect(200);
    expect(await payment(byMentor)).toMatchObject({ status: 'refunded', refunded_cents: 6000 });
  });

  it("reminders: the 24 h and the 1 h reminder each go out once, as a notification and a mail to the mentor and the mentee and a mail to a minor's guardian; a reschedule sends them again for the new time", async () => {
    const mentor = await listedMentor(t, true);
    const minor = await playerWithPlan(t, { age: 17, firstName: 'Litia' });
    const sweep = () => t.app.get(MentoringSweepService).runOnce();
    const TOMORROW = /Reminder: mentoring session tomorrow/;
    const IN_AN_HOUR = /Reminder: mentoring session in an hour/;
    /** Waits for the queued reminder jobs, mails and notifications to finish, then counts what each person got. */
    async function received(subject: RegExp) {
      for (let i = 0; i < 100; i++) {
        const [{ n }]: { n: number }[] = await t.dataSource.query(
          `SELECT count(*)::int AS n FROM job_records WHERE name IN ('mentoring.session-reminder', 'mentoring.mail', 'notifications.fanout') AND status NOT IN ('done', 'failed')`,
        );
        if (n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const mails = async (to: string) => (await mailsTo(t, to, 0)).filter((m) => subject.test(m.split(/\r?\n\r?\n/)[0]!)).length;
      const notes = async (userId: string) =>
        ((await t.dataSource.query(`SELECT title FROM notifications WHERE user_id = $1 AND type = 'mentoring_session'`, [userId])) as { title: string }[]).filter((x) => subject.test(x.title)).length;
      return {
        mentor: [await notes(mentor.userId), await mails(mentorEmail)],
        mentee: [await notes(minor.userId), await mails(minorEmail)],
        guardianMails: await mails(minor.guardianEmail!),
      };
    }
    const [mentorEmail, minorEmail] = [await emailOf(t, mentor.userId), await emailOf(t, minor.userId)];
    const once = { mentor: [1, 1], mentee: [1, 1], guardianMails: 1 };
    const none = { mentor: [0, 0], mentee: [0, 0], guardianMails: 0 };

    // The minor books; the guardian approves and pays.
    const start = slot(2, 4);
    const id = (await book(minor.agent, mentor.mentorId, start).expect(201)).body.sessionId as string;
    const [mail] = await mailsMatching(t, minor.guardianEmail!, /\/mentoring\/guardian\//);
    const token = /\/mentoring\/guardian\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail!)![1]!;
    const api = request(t.server);
    const approved = (await api.post(`/api/mentoring/guardian-approvals/${token}/approve`).expect(200)).body;
    const guardianToken = decodeURIComponent(/token=([^&]+)/.exec(approved.checkoutUrl)![1]!);
    await api.post(`/api/billing/demo/checkouts/${checkoutIdOf(approved.checkoutUrl)}/pay?token=${encodeURIComponent(guardianToken)}`).expect(200);

    await sweep();
    expect(await received(TOMORROW)).toEqual(none);
    clock.advance(new Date(start).getTime() - clock.now().getTime() - 23 * HOUR);
    await sweep();
    await sweep();
    expect(await received(TOMORROW)).toEqual(once);
    expect(await received(IN_AN_HOUR)).toEqual(none);
    clock.advance(22 * HOUR + 10 * MINUTE);
    await sweep();
    await sweep();
    expect(await received(IN_AN_HOUR)).toEqual(once);
    expect(await received(TOMORROW)).toEqual(once);

    // Moved two days on: both reminders are due again, once each, for the new time.
    const later = slot(2, 6);
    await mentor.agent.post(`/api/mentoring/sessions/${id}/reschedule`).send({ start: later }).expect(200);
    clock.advance(new Date(later).getTime() - clock.now().getTime() - 23 * HOUR);
    await sweep();
    await sweep();
    expect(await received(TOMORROW)).toEqual({ mentor: [2, 2], mentee: [2, 2], guardianMails: 2 });
    clock.advance(22 * HOUR + 10 * MINUTE);
    await sweep();
    expect(await received(IN_AN_HOUR)).toEqual({ mentor: [2, 2], mentee: [2, 2], guardianMails: 2 });
    clock.reset();

    // Booked inside the hour: only the 1 h reminder goes out (not both at once).
    const adult = await newAccount(t, 'player');
    // The first half-hour slot at least 10 minutes ahead: 10 to 40 minutes away. Half an hour long, so it never
    // runs past the mentor's midnight (Fiji's is on the half hour): a day's availability ends there.
    const soon = new Date(Math.ceil((clock.now().getTime() + 10 * MINUTE) / (30 * MINUTE)) * 30 * MINUTE);
    const quick = await bookPaid(adult.agent, mentor.mentorId, soon.toISOString(), 30);
    await sweep();
    const adultEmail = await emailOf(t, adult.userId);
    const adultMails = async (subject: RegExp) => (await mailsTo(t, adultEmail, 0)).filter((m) => subject.test(m)).length;
    await mailsMatching(t, adultEmail, IN_AN_HOUR);
    expect(await adultMails(IN_AN_HOUR)).toBe(1);
    expect(await adultMails(TOMORROW)).toBe(0);
    expect(quick).toBeTruthy();
  });

  it('settings: MENTORING_AUTO_CONFIRM confirms a paid session at once with a video-call link the mentee is told; MENTORING_FREE_CANCEL_HOURS sets the refund window', async () => {
    const mentee = await newAccount(t, 'player');
    const [{ email }]: { email: string }[] = await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [mentee.userId]);
    try {
      t.config.mentoringAutoConfirm = true;
      const id = await bookPaid(mentee.agent, verified.mentorId, slot(13, 2));
      const view = (await mentee.agent.get(`/api/mentoring/sessions/${id}`).expect(200)).body;
      expect(view).toMatchObject({ status: 'confirmed', paid: true, meetingUrl: expect.stringMatching(/^https:\/\/meet\.jit\.si\//) });
      expect(view.actions).not.toContain('confirm');
      const [mail] = await mailsMatching(t, email, /is confirmed/);
      expect(mail).toContain(view.meetingUrl);

      // A 48-hour window: a cancel 30 hours before is then late (not refunded), and the screens are told 48.
      t.config.mentoringFreeCancelHours = 48;
      const start = new Date(clock.now().getTime() + 30 * HOUR);
      start.setUTCMinutes(0, 0, 0);
      const late = await bookPaid(mentee.agent, verified.mentorId, start.toISOString());
      expect((await mentee.agent.get(`/api/mentoring/sessions/${late}`).expect(200)).body.freeCancelUntil).toBe(new Date(start.getTime() - 48 * HOUR).toISOString());
      expect((await mentee.agent.get(`/api/mentors/${verified.mentorId}`).expect(200)).body.freeCancelHours).toBe(48);
      await mentee.agent.post(`/api/mentoring/sessions/${late}/cancel`).send({ reason: 'Training camp' }).expect(200);
      expect(await payment(late)).toMatchObject({ status: 'paid', refunded_cents: 0 });
    } finally {
      t.config.mentoringAutoConfirm = false;
      t.config.mentoringFreeCancelHours = 24;
    }
    // The defaults again: paid means waiting for the mentor.
    const waiting = await bookPaid(mentee.agent, verified.mentorId, slot(13, 6));
    expect((await mentee.agent.get(`/api/mentoring/sessions/${waiting}`).expect(200)).body).toMatchObject({ status: 'scheduled', paid: true, meetingUrl: null });
  });

  it("a minor's booking: verified mentors only; nothing confirmed or charged until the guardian approves; the guardian pays; a decline cancels", async () => {
    const minor = await playerWithPlan(t, { age: 17, firstName: 'Sera' });
    const refused = await book(minor.agent, unverified.mentorId, slot(9, 2)).expect(403);
    expect(refused.body.code).toBe(ERROR_CODES.MENTOR_NOT_VERIFIED);

    const res = await book(minor.agent, verified.mentorId, slot(9, 2)).expect(201);
    expect(res.body).toEqual({ sessionId: expect.any(String), status: 'scheduled', guardianApprovalRequired: true });
    const id = res.body.sessionId as string;
    const waiting = (await minor.agent.get(`/api/mentoring/sessions/${id}`).expect(200)).body;
    expect(waiting).toMatchObject({ guardianApproval: 'pending', paid: false, checkoutUrl: null });
    const early = await verified.agent.post(`/api/mentoring/sessions/${id}/confirm`).send({}).expect(409);
    expect(early.body.code).toBe(ERROR_CODES.SESSION_STATE);
    expect(await payment(id)).toBeUndefined();

    const [mail] = await mailsMatching(t, minor.guardianEmail!, /\/mentoring\/guardian\//);
    const token = /\/mentoring\/guardian\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail!)![1]!;
    const api = request(t.server);
    await api.get(`/api/mentoring/guardian-approvals/${token}x`).expect(404);
    const shown = (await api.get(`/api/mentoring/guardian-approvals/${token}`).expect(200)).body;
    expect(shown).toMatchObject({ kind: 'session_booking', status: 'pending', playerFirstName: 'Sera' });
    const approved = (await api.post(`/api/mentoring/guardian-approvals/${token}/approve`).expect(200)).body;
    expect(approved.checkoutUrl).toMatch(/^\/billing\/checkout\/[0-9a-f-]{36}\?token=/);
    const guardianToken = decodeURIComponent(/token=([^&]+)/.exec(approved.checkoutUrl)![1]!);
    await api.post(`/api/billing/demo/checkouts/${checkoutIdOf(approved.checkoutUrl)}/pay?token=${encodeURIComponent(guardianToken)}`).expect(200);
    expect(await payment(id)).toMatchObject({ status: 'paid', gross_cents: 6000 });
    const [charge]: { payer_email: string }[] = await t.dataSource.query(
      `SELECT p.payer_email FROM payments p JOIN session_payments sp ON sp.id = p.session_payment_id WHERE sp.session_id = $1`,
      [id],
    );
    expect(charge!.payer_email).toBe(minor.guardianEmail);
    await verified.agent.post(`/api/mentoring/sessions/${id}/confirm`).send({}).expect(200);
    await mailsMatching(t, minor.guardianEmail!, /is confirmed/);

    const second = await book(minor.agent, verified.mentorId, slot(9, 6)).expect(201);
    const mails = await mailsMatching(t, minor.guardianEmail!, /\/mentoring\/guardian\//, 2);
    const secondToken = mails.map((m) => /\/mentoring\/guardian\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(m)![1]!).find((tk) => tk !== token)!;
    await api.post(`/api/mentoring/guardian-approvals/${secondToken}/decline`).expect(200);
    const declined = (await minor.agent.get(`/api/mentoring/sessions/${second.body.sessionId}`).expect(200)).body;
    expect(declined).toMatchObject({ status: 'cancelled', guardianApproval: 'declined', cancelledBy: 'guardian' });
    await api.post(`/api/mentoring/guardian-approvals/${secondToken}/approve`).expect(409);
  });

  it("a guardian approval left unanswered expires and cancels the session (slot freed, nothing charged); the mentor's no-show report releases the payment; notes never reach the mentee; a new meeting link reaches the mentee and the guardian", async () => {
    const mentor = await listedMentor(t, true);
    const minor = await playerWithPlan(t, { age: 16, firstName: 'Ana' });
    const start = slot(3, 10);
    const waiting = (await book(minor.agent, mentor.mentorId, start).expect(201)).body.sessionId as string;
    clock.advance(49 * HOUR);
    expect((await t.app.get(MentoringSweepService).runOnce()).expiredApprovals).toBeGreaterThanOrEqual(1);
    expect((await minor.agent.get(`/api/mentoring/sessions/${waiting}`).expect(200)).body).toMatchObject({ status: 'cancelled', guardianApproval: 'expired', cancelledBy: 'system' });
    expect(await payment(waiting)).toBeUndefined();
    await mailsMatching(t, (await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [minor.userId]))[0].email, /request expired/);
    clock.reset();
    await book(stranger.agent, mentor.mentorId, start).expect(201);

    // An approved, paid session of the minor: notes stay with the mentor; a meeting link goes to the mentee and the guardian.
    const id = (await book(minor.agent, mentor.mentorId, slot(4, 10)).expect(201)).body.sessionId as string;
    const mails = await mailsMatching(t, minor.guardianEmail!, /\/mentoring\/guardian\//, 2);
    const api = request(t.server);
    // The first approval expired: approve the one still pending.
    let token = '';
    for (const tk of mails.map((m) => /\/mentoring\/guardian\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(m)![1]!)) {
      if ((await api.get(`/api/mentoring/guardian-approvals/${tk}`)).body.status === 'pending') token = tk;
    }
    const approved = await api.post(`/api/mentoring/guardian-approvals/${token}/approve`).expect(200);
    const guardianToken = decodeURIComponent(/token=([^&]+)/.exec(approved.body.checkoutUrl)![1]!);
    await api.post(`/api/billing/demo/checkouts/${checkoutIdOf(approved.body.checkoutUrl)}/pay?token=${encodeURIComponent(guardianToken)}`).expect(200);
    await mentor.agent.put(`/api/mentoring/sessions/${id}/notes`).send({ text: 'Private: works hard, shy in contact' }).expect(200);
    expect((await mentor.agent.get(`/api/mentoring/sessions/${id}`).expect(200)).body.sessionNotes).toBe('Private: works hard, shy in contact');
    expect((await minor.agent.get(`/api/mentoring/sessions/${id}`).expect(200)).body.sessionNotes).toBeNull();
    const listed = (await minor.agent.get('/api/mentoring/sessions?role=mentee&when=upcoming').expect(200)).body.results as { id: string; sessionNotes: string | null }[];
    expect(listed.find((x) => x.id === id)!.sessionNotes).toBeNull();
    expect((await minor.agent.get(`/api/mentoring/sessions/${id}/ics`).expect(200)).text).not.toContain('shy in contact');
    await minor.agent.put(`/api/mentoring/sessions/${id}/notes`).send({ text: 'x' }).expect(403);

    const link = 'https://meet.example.test/ana-lineout';
    await mentor.agent.put(`/api/mentoring/sessions/${id}/meeting-link`).send({ meetingUrl: link }).expect(200);
    expect((await mailsMatching(t, minor.guardianEmail!, new RegExp(link.replace(/[./]/g, '\\$&')))).length).toBeGreaterThanOrEqual(1);
    const minorEmail = ((await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [minor.userId])) as { email: string }[])[0]!.email;
    expect((await mailsMatching(t, minorEmail, new RegExp(link.replace(/[./]/g, '\\$&')))).length).toBeGreaterThanOrEqual(1);
    const notes: { title: string }[] = await t.dataSource.query(`SELECT title FROM notifications WHERE user_id = $1 AND type = 'mentoring_session'`, [minor.userId]);
    expect(notes.map((n) => n.title)).toContain('Meeting link for your mentoring session');

    // The mentor reports the mentee absent after the start: the payment is released to the mentor, not refunded.
    await mentor.agent.post(`/api/mentoring/sessions/${id}/confirm`).send({}).expect(200);
    clock.advance(new Date(slot(4, 10)).getTime() - clock.now().getTime() + 30 * MINUTE);
    expect((await mentor.agent.post(`/api/mentoring/sessions/${id}/no-show`).expect(200)).body.status).toBe('no_show');
    expect(await payment(id)).toMatchObject({ status: 'paid', refunded_cents: 0, released_at: expect.any(Date) });
  });

  it('only the two parties see a session (others: the same 404 as a missing one); bad input answers 400 naming the field', async () => {
    const res = await book(player.agent, verified.mentorId, slot(10, 2)).expect(201);
    const id = res.body.sessionId as string;
    const hidden = await stranger.agent.get(`/api/mentoring/sessions/${id}`).expect(404);
    const absent = await stranger.agent.get(`/api/mentoring/sessions/${randomUUID()}`).expect(404);
    expect(hidden.body).toMatchObject({ code: absent.body.code, message: absent.body.message });
    await stranger.agent.post(`/api/mentoring/sessions/${id}/cancel`).send({ reason: 'x' }).expect(404);
    await stranger.agent.get(`/api/mentoring/sessions/${id}/ics`).expect(404);
    const theirs = (await stranger.agent.get('/api/mentoring/sessions?role=mentee&when=upcoming').expect(200)).body.results as { id: string }[];
    expect(theirs.map((s) => s.id)).not.toContain(id);

    const bad = await player.agent.post('/api/mentoring/bookings').send({ mentorId: 'nope', start: 'soon', durationMinutes: 17, sessionType: 'chat' }).expect(400);
    expect(bad.body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['durationMinutes', 'mentorId', 'sessionType', 'start']);
    const past = await book(player.agent, verified.mentorId, new Date(clock.now().getTime() - HOUR).toISOString()).expect(400);
    expect(past.body.errors).toHaveProperty('start');
    const self = await book(verified.agent, verified.mentorId, slot(10, 6)).expect(400);
    expect(self.body.errors).toHaveProperty('mentorId');
    await player.agent.post(`/api/mentoring/sessions/${id}/cancel`).send({}).expect(400);
    await player.agent.post(`/api/mentoring/sessions/${id}/review`).send({ rating: 9, title: 'x', comment: 'y', wouldRecommend: true }).expect(400);
    await player.agent.get('/api/mentoring/sessions?role=boss').expect(400);
    await player.agent.post('/api/mentoring/bookings').send({ mentorId: randomUUID(), start: slot(10, 2), durationMinutes: 60, sessionType: 'individual' }).expect(404);
  });

  it("lists name each session's own parties (two mentees of one mentor), as the earnings page does", async () => {
    const [mele, tevita] = await Promise.all([newAccount(t, 'player', { firstName: 'Mele' }), newAccount(t, 'player', { firstName: 'Tevita' })]);
    const meleSession = await bookPaid(mele.agent, verified.mentorId, slot(12, 3));
    const tevitaSession = await bookPaid(tevita.agent, verified.mentorId, slot(12, 5));
    const mentorList = (await verified.agent.get('/api/mentoring/sessions?role=mentor&when=upcoming').expect(200)).body.results as Array<{ id: string; menteeName: string; mentorName: string }>;
    expect(mentorList.find((s) => s.id === meleSession)).toMatchObject({ menteeName: 'Mele User' });
    expect(mentorList.find((s) => s.id === tevitaSession)).toMatchObject({ menteeName: 'Tevita User' });
    const mentorName = mentorList.find((s) => s.id === meleSession)!.mentorName;
    expect(mentorName).not.toBe('Mentor');
    const meleList = (await mele.agent.get('/api/mentoring/sessions?role=mentee&when=upcoming').expect(200)).body.results as Array<{ id: string; mentorName: string }>;
    expect(meleList.map((s) => [s.id, s.mentorName])).toEqual([[meleSession, mentorName]]);
    const earnings = (await verified.agent.get('/api/mentoring/earnings').expect(200)).body.rows as Array<{ id: string; menteeName: string }>;
    expect(earnings.find((r) => r.id === meleSession)?.menteeName).toBe('Mele User');
    expect(earnings.find((r) => r.id === tevitaSession)?.menteeName).toBe('Tevita User');
  });
});
