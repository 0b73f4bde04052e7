/**
 * Mentor session payments on PostgreSQL (docs/billing.md "Mentor session payments"): recorded with
 * gross, platform fee, processing fee and net; held until the session completes, then released to the
 * mentor's balance; a cancel refunds it in full. Every charge and refund is one ledger row, and per
 * session gross = platform fee + processing fee + net + refunded after every step.
 */
import { randomBytes } from 'node:crypto';
import { SessionPaymentsService } from '../src/modules/billing';
import { createTestApp, type TestApp } from './app.factory';
import { newAccount } from './social-fixtures';

describe('billing: mentor session payments', () => {
  let t: TestApp;
  let payments: SessionPaymentsService;
  beforeAll(async () => {
    t = await createTestApp();
    payments = t.app.get(SessionPaymentsService);
  });
  afterAll(() => t.close());

  const intent = () => `pi_test_${randomBytes(8).toString('hex')}`;

  /** A mentor (account; its mentors row exists from sign-up) and a scheduled session with a fresh mentee, written directly. */
  async function session(): Promise<{ sessionId: string; mentorUserId: string; menteeUserId: string }> {
    const mentor = await newAccount(t, 'mentor', { verified: true });
    const mentee = await newAccount(t, 'player');
    const [m]: { id: string }[] = await t.dataSource.query(`INSERT INTO mentors (user_id, hourly_rate) VALUES ($1, 60) ON CONFLICT (user_id) DO UPDATE SET hourly_rate = 60 RETURNING id`, [mentor.userId]);
    const [s]: { id: string }[] = await t.dataSource.query(
      `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, duration, status)
       VALUES ($1, $2, 'Defensive reads', now() + interval '2 days', 60, 'scheduled') RETURNING id`,
      [m!.id, mentee.userId],
    );
    return { sessionId: s!.id, mentorUserId: mentor.userId, menteeUserId: mentee.userId };
  }

  const setStatus = (sessionId: string, status: string) => t.dataSource.query(`UPDATE mentoring_sessions SET status = $2 WHERE id = $1`, [sessionId, status]);

  /** gross = platform fee + processing fee + net + refunded, on the row and in the ledger. */
  async function expectInvariant(sessionId: string): Promise<{ gross: number; refunded: number; charges: number; refunds: number }> {
    const [row]: { gross: number; parts: number; refunded: number; id: string }[] = await t.dataSource.query(
      `SELECT id, gross_cents AS gross, platform_fee_cents + processing_fee_cents + net_cents + refunded_cents AS parts, refunded_cents AS refunded
         FROM session_payments WHERE session_id = $1`,
      [sessionId],
    );
    expect(row!.parts).toBe(row!.gross);
    const [ledger]: { charges: number; refunds: number }[] = await t.dataSource.query(
      `SELECT coalesce(sum(amount_cents) FILTER (WHERE direction = 'charge'), 0)::int AS charges,
              coalesce(sum(amount_cents) FILTER (WHERE direction = 'refund'), 0)::int AS refunds
         FROM payments WHERE session_payment_id = $1`,
      [row!.id],
    );
    expect(ledger!.charges).toBe(row!.gross);
    expect(ledger!.refunds).toBe(row!.refunded);
    return { gross: row!.gross, refunded: row!.refunded, ...ledger! };
  }

  it('records gross, the platform fee (15% by default), processing fee and net, held until the session completes', async () => {
    const s = await session();
    const paid = await payments.recordPaid({
      sessionId: s.sessionId, payerUserId: s.menteeUserId, grossCents: 6000, currency: 'usd', paymentIntentId: intent(), processingFeeCents: 204,
    });
    expect(t.config.platformFeePercent).toBe(15);
    expect(paid).toMatchObject({ status: 'paid', currency: 'USD', grossCents: 6000, platformFeeCents: 900, processingFeeCents: 204, netCents: 4896, refundedCents: 0, releasedAt: null });
    await expectInvariant(s.sessionId);
    expect(await payments.mentorBalance(s.mentorUserId)).toEqual([{ currency: 'USD', balanceCents: 0, heldCents: 4896 }]);

    // Not completed yet: nothing is released.
    await expect(payments.release(s.sessionId)).rejects.toMatchObject({ status: 409 });
    await setStatus(s.sessionId, 'completed');
    const released = await payments.release(s.sessionId);
    expect(released.releasedAt).not.toBeNull();
    // Once: a second release keeps the first time.
    expect((await payments.release(s.sessionId)).releasedAt).toBe(released.releasedAt);
    await expectInvariant(s.sessionId);
    expect(await payments.mentorBalance(s.mentorUserId)).toEqual([{ currency: 'USD', balanceCents: 4896, heldCents: 0 }]);

    // A released payment is not refunded automatically.
    await expect(payments.refund(s.sessionId, 'late cancel')).rejects.toMatchObject({ status: 409 });
    await expectInvariant(s.sessionId);
  });

  it('rounds the fee to whole cents and keeps the invariant on odd amounts', async () => {
    const s = await session();
    const paid = await payments.recordPaid({
      sessionId: s.sessionId, payerUserId: s.menteeUserId, grossCents: 4999, currency: 'USD', paymentIntentId: intent(), processingFeeCents: 175,
    });
    expect(paid).toMatchObject({ platformFeeCents: Math.round(4999 * 0.15), netCents: 4999 - 750 - 175 });
    await expectInvariant(s.sessionId);
  });

  it('is idempotent on the payment intent: the same intent twice is one payment and one ledger row', async () => {
    const s = await session();
    const pi = intent();
    const input = { sessionId: s.sessionId, payerUserId: s.menteeUserId, grossCents: 5000, currency: 'USD', paymentIntentId: pi, processingFeeCents: 175 };
    const [a, b] = await Promise.all([payments.recordPaid(input), payments.recordPaid(input)]);
    expect(b.id).toBe(a.id);
    const again = await payments.recordPaid(input);
    expect(again.id).toBe(a.id);
    const rows: unknown[] = await t.dataSource.query(`SELECT 1 FROM session_payments WHERE payment_intent_id = $1`, [pi]);
    expect(rows).toHaveLength(1);
    const ledger: unknown[] = await t.dataSource.query(`SELECT 1 FROM payments WHERE provider_ref = $1 AND direction = 'charge'`, [pi]);
    expect(ledger).toHaveLength(1);
    await expectInvariant(s.sessionId);
    // Another intent for a session already paid is refused.
    await expect(payments.recordPaid({ ...input, paymentIntentId: intent() })).rejects.toMatchObject({ status: 409 });
  });

  it('a mentor cancel refunds in full: fee and net 0, refunded = gross; the mentor earns nothing', async () => {
    const s = await session();
    await payments.recordPaid({
      sessionId: s.sessionId, payerUserId: s.menteeUserId, grossCents: 6000, currency: 'USD', paymentIntentId: intent(), processingFeeCents: 204,
    });
    await setStatus(s.sessionId, 'cancelled');
    const refunded = await payments.refund(s.sessionId, 'mentor cancelled');
    expect(refunded).toMatchObject({ status: 'refunded', grossCents: 6000, platformFeeCents: 0, processingFeeCents: 0, netCents: 0, refundedCents: 6000 });
    expect(refunded!.refundedAt).not.toBeNull();
    const totals = await expectInvariant(s.sessionId);
    expect(totals).toMatchObject({ charges: 6000, refunds: 6000 });
    expect(await payments.mentorBalance(s.mentorUserId)).toEqual([]);
    await expect(payments.release(s.sessionId)).rejects.toMatchObject({ status: 409 });
    const [ledgerRefund]: { user_id: string; kind: string; description: string }[] = await t.dataSource.query(
      `SELECT p.user_id, p.kind, p.description FROM payments p JOIN session_payments sp ON sp.id = p.session_payment_id
        WHERE sp.session_id = $1 AND p.direction = 'refund'`,
      [s.sessionId],
    );
    expect(ledgerRefund).toEqual({ user_id: s.menteeUserId, kind: 'session', description: 'Mentoring session refunded: mentor cancelled' });
  });

  it('20 concurrent refunds of one session are one refund row', async () => {
    const s = await session();
    await payments.recordPaid({
      sessionId: s.sessionId, payerUserId: s.menteeUserId, grossCents: 7500, currency: 'USD', paymentIntentId: intent(), processingFeeCents: 248,
    });
    await setStatus(s.sessionId, 'no_show');
    const results = await Promise.all(Array.from({ length: 20 }, () => payments.refund(s.sessionId, 'mentor no-show')));
    for (const r of results) expect(r).toMatchObject({ status: 'refunded', refundedCents: 7500 });
    const [{ n }]: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM payments p JOIN session_payments sp ON sp.id = p.session_payment_id WHERE sp.session_id = $1 AND p.direction = 'refund'`,
      [s.sessionId],
    );
    expect(n).toBe(1);
    expect(await expectInvariant(s.sessionId)).toMatchObject({ gross: 7500, refunded: 7500, refunds: 7500 });
  });

  it('a session without a payment has nothing to refund; release answers 404', async () => {
    const s = await session();
    expect(await payments.refund(s.sessionId, 'mentor cancelled')).toBeNull();
    await expect(payments.release(s.sessionId)).rejects.toMatchObject({ status: 404 });
    expect(await payments.forSession(s.sessionId)).toBeNull();
  });

  it('refuses amounts that are not whole cents or fees above the gross', async () => {
    const s = await session();
    const base = { sessionId: s.sessionId, payerUserId: s.menteeUserId, currency: 'USD', paymentIntentId: intent() };
    await expect(payments.recordPaid({ ...base, grossCents: 10.5, processingFeeCents: 0 })).rejects.toMatchObject({ status: 400 });
    await expect(payments.recordPaid({ ...base, grossCents: 1000, processingFeeCents: 900 })).rejects.toMatchObject({ status: 400 });
    expect(await payments.forSession(s.sessionId)).toBeNull();
  });
});
