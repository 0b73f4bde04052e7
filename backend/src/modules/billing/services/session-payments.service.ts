import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES } from '@fiji/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { JobsService } from '../../../core/queue';
import { SessionPayment } from '../entities/session-payment.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { BillingClock } from './billing-clock';
import { AmaPaymentsService } from './ama-payments.service';
import { platformFeeCents, splitPayment } from './fees';
import { chargePayerEmail, recordWithReceipt } from './ledger';

export interface SessionPaymentInput {
  /** mentoring_sessions.id */
  sessionId: string;
  /** The account that pays (the mentee); the ledger row is theirs. */
  payerUserId: string;
  /** Whoever actually paid, when not the account (a guardian): receipts go here. */
  payerEmail?: string | null;
  grossCents: number;
  currency: string;
  /** The provider's payment intent: one payment per intent, however often it is reported. */
  paymentIntentId: string;
  /** What the provider kept for processing the charge. */
  processingFeeCents: number;
}

export interface SessionPaymentView {
  id: string;
  sessionId: string;
  payerUserId: string;
  status: 'paid' | 'refunded';
  currency: string;
  paymentIntentId: string;
  grossCents: number;
  platformFeeCents: number;
  processingFeeCents: number;
  netCents: number;
  refundedCents: number;
  paidAt: string | null;
  releasedAt: string | null;
  refundedAt: string | null;
}

export interface MentorBalance {
  currency: string;
  /** Released nets (sessions completed), less payouts (none are made yet). */
  balanceCents: number;
  /** Nets of paid sessions not completed yet: held, not in the balance. */
  heldCents: number;
}

const conflict = (message: string) => new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message });

/**
 * Mentor session payments (docs/billing.md "Mentor session payments"): a payment records gross,
 * platform fee, processing fee and net; it is held until the session completes, then released to the
 * mentor's balance; a cancel or no-show refunds it in full. Every charge and refund is also a ledger
 * row, and per session gross = platform fee + processing fee + net + refunded.
 * The mentoring module calls these when a session is paid, completed, cancelled or missed; each call is
 * serialised per session (a transaction-scoped advisory lock), so repeats and races change nothing twice.
 */
@Injectable()
export class SessionPaymentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly jobs: JobsService,
    private readonly clock: BillingClock,
    private readonly config: AppConfig,
    private readonly amaPayments: AmaPaymentsService,
  ) {}

  /** A session was paid. Idempotent on the payment intent: a repeat answers the payment already recorded. */
  async recordPaid(input: SessionPaymentInput): Promise<SessionPaymentView> {
    const { grossCents, processingFeeCents } = input;
    if (!Number.isInteger(grossCents) || grossCents <= 0) throw new BadRequestException('grossCents must be a whole number of cents above 0');
    if (!Number.isInteger(processingFeeCents) || processingFeeCents < 0) throw new BadRequestException('processingFeeCents must be a whole number of cents');
    const fee = platformFeeCents(grossCents, this.config.platformFeePercent);
    const net = grossCents - fee - processingFeeCents;
    if (net < 0) throw new BadRequestException('The fees exceed the gross amount');
    return this.db.transaction((m) => this.recordPaidIn(m, input));
  }

  /** recordPaid inside the caller's transaction (a session checkout completing: billing's own event path). */
  async recordPaidIn(m: EntityManager, input: SessionPaymentInput): Promise<SessionPaymentView> {
    const { grossCents } = input;
    const { platformFeeCents: fee, processingFeeCents, netCents: net } = splitPayment(grossCents, input.processingFeeCents, this.config.platformFeePercent);
    const currency = input.currency.toUpperCase();
    const now = this.clock.now();
    {
      await this.lockSession(m, input.sessionId);
      const repo = m.getRepository(SessionPayment);
      const same = await repo.findOne({ where: { paymentIntentId: input.paymentIntentId } });
      if (same && same.sessionId !== input.sessionId) throw conflict('This payment belongs to another session');
      if (same && same.status !== 'pending') return toView(same);
      const live = await repo.findOne({ where: { sessionId: input.sessionId, status: 'paid' } });
      if (live) throw conflict('This session is already paid');
      const values = { amount: grossCents / 100, processing_fee: processingFeeCents / 100, net_amount: net / 100 };
      let id: string;
      if (same) {
        // A pending row written at booking for this intent becomes the payment.
        await m.query(
          `UPDATE session_payments SET amount = $2, currency = $3, status = 'paid', processing_fee = $4, net_amount = $5, paid_at = $6,
                  gross_cents = $7, platform_fee_cents = $8, processing_fee_cents = $9, net_cents = $10, refunded_cents = 0, updated_at = now()
            WHERE id = $1`,
          [same.id, values.amount, currency, values.processing_fee, values.net_amount, now, grossCents, fee, processingFeeCents, net],
        );
        id = same.id;
      } else {
        // ON CONFLICT: the same intent reported for another session at the same moment (that one's lock is not ours).
        const [row]: { id: string }[] = await m.query(
          `INSERT INTO session_payments (session_id, payer_id, amount, currency, status, payment_intent_id, processing_fee, net_amount, paid_at,
                                         gross_cents, platform_fee_cents, processing_fee_cents, net_cents, refunded_cents)
           VALUES ($1, $2, $3, $4, 'paid', $5, $6, $7, $8, $9, $10, $11, $12, 0)
           ON CONFLICT (payment_intent_id) WHERE payment_intent_id IS NOT NULL DO NOTHING RETURNING id`,
          [input.sessionId, input.payerUserId, values.amount, currency, input.paymentIntentId, values.processing_fee, values.net_amount, now,
            grossCents, fee, processingFeeCents, net],
        );
        if (!row) throw conflict('This payment belongs to another session');
        id = row.id;
      }
      await recordWithReceipt(m, this.jobs, {
        userId: input.payerUserId, payerEmail: input.payerEmail ?? null, kind: 'session', direction: 'charge', amountCents: grossCents, currency,
        description: 'Mentoring session', provider: this.provider.name, providerRef: input.paymentIntentId, sessionPaymentId: id,
      });
      return toView((await repo.findOne({ where: { id } }))!);
    }
  }

  /**
   * The session completed: its payment is released to the mentor's balance, once. 409 while the
   * session is not completed, or when the payment was refunded; 404 when the session has no payment.
   */
  async release(sessionId: string, opts: { keptAfter?: 'late_cancel' | 'mentee_no_show' } = {}): Promise<SessionPaymentView> {
    return this.db.transaction(async (m) => {
      await this.lockSession(m, sessionId);
      const p = await this.current(m, sessionId);
      if (!p) throw new NotFoundException();
      if (p.status === 'refunded') throw conflict('This session payment was refunded');
      if (p.releasedAt) return toView(p);
      // The session's status from mentoring's read model (docs/architecture.md, "Boundaries").
      const [session]: { status: string }[] = await m.query(`SELECT status FROM mentoring_session_directory WHERE id = $1`, [p.sessionId]);
      // A mentee's late cancel or a mentee's no-show keeps the payment for the mentor (docs/mentoring.md).
      const kept = (opts.keptAfter === 'late_cancel' && session?.status === 'cancelled') || (opts.keptAfter === 'mentee_no_show' && session?.status === 'no_show');
      if (session?.status !== 'completed' && !kept) throw conflict('The session has not completed');
      await m.query(`UPDATE session_payments SET released_at = $2, updated_at = now() WHERE id = $1 AND released_at IS NULL`, [p.id, this.clock.now()]);
      return toView((await m.getRepository(SessionPayment).findOne({ where: { id: p.id } }))!);
    });
  }

  /**
   * A mentor cancel or a no-show: the payer gets the whole gross back through the provider. The
   * platform fee and the net become 0 and refunded = gross, so gross = fees + net + refunded still holds
   * (docs/billing.md). Once: a repeat answers the refunded payment. Answers null when the session has
   * no payment; 409 once the payment was released (the session completed).
   */
  async refund(sessionId: string, reason: string): Promise<SessionPaymentView | null> {
    return this.db.transaction(async (m) => {
      await this.lockSession(m, sessionId);
      const p = await this.current(m, sessionId);
      if (!p) return null;
      if (p.status === 'refunded') return toView(p);
      if (p.releasedAt) throw conflict('A released session payment is not refunded automatically');
      const gross = p.grossCents ?? 0;
      await this.provider.refund(p.paymentIntentId!, gross);
      await m.query(
        `UPDATE session_payments SET status = 'refunded', refunded_at = $2, refunded_cents = $3, platform_fee_cents = 0, processing_fee_cents = 0,
                net_cents = 0, processing_fee = 0, net_amount = 0, updated_at = now()
          WHERE id = $1`,
        [p.id, this.clock.now(), gross],
      );
      const why = reason.trim().slice(0, 200);
      await recordWithReceipt(m, this.jobs, {
        userId: p.payerId, kind: 'session', direction: 'refund', amountCents: gross, currency: p.currency,
        description: `Mentoring session refunded${why ? `: ${why}` : ''}`, provider: this.provider.name, providerRef: p.paymentIntentId!,
        sessionPaymentId: p.id, payerEmail: await chargePayerEmail(m, this.provider.name, p.paymentIntentId!),
      });
      return toView((await m.getRepository(SessionPayment).findOne({ where: { id: p.id } }))!);
    });
  }

  /** The session's current payment (paid, else the latest refunded), or null. */
  async forSession(sessionId: string): Promise<SessionPaymentView | null> {
    const p = await this.current(this.db.manager, sessionId);
    return p ? toView(p) : null;
  }

  /** The current payment of each of these sessions (the mentor's earnings page). */
  async forSessions(sessionIds: string[]): Promise<SessionPaymentView[]> {
    if (sessionIds.length === 0) return [];
    const rows = await this.db.getRepository(SessionPayment).createQueryBuilder('sp')
      .where('sp.session_id IN (:...ids)', { ids: sessionIds })
      .andWhere(`sp.status IN ('paid', 'refunded') AND sp.gross_cents IS NOT NULL`)
      .orderBy('sp.created_at', 'DESC')
      .getMany();
    const seen = new Map<string, SessionPayment>();
    for (const r of rows) if (!seen.has(r.sessionId) || (r.status === 'paid' && seen.get(r.sessionId)!.status !== 'paid')) seen.set(r.sessionId, r);
    return [...seen.values()].map(toView);
  }

  /** What the mentor has earned from sessions and AMA places: released nets (nothing is paid out yet), and what is still held, per currency. */
  async mentorBalance(mentorUserId: string): Promise<MentorBalance[]> {
    const rows = await this.db
      .getRepository(SessionPayment)
      .createQueryBuilder('sp')
      // Whose session it is, from mentoring's read model (docs/architecture.md, "Boundaries").
      .innerJoin('mentoring_session_directory', 's', 's.id = sp.session_id')
      .select('sp.currency', 'currency')
      .addSelect(`coalesce(sum(sp.net_cents) FILTER (WHERE sp.released_at IS NOT NULL), 0)::int`, 'released')
      .addSelect(`coalesce(sum(sp.net_cents) FILTER (WHERE sp.released_at IS NULL), 0)::int`, 'held')
      .where('s.mentor_user_id = :mentorUserId', { mentorUserId })
      .andWhere(`sp.status = 'paid'`)
      .andWhere('sp.gross_cents IS NOT NULL')
      .groupBy('sp.currency')
      .orderBy('sp.currency')
      .getRawMany<{ currency: string; released: number; held: number }>();
    const ama = await this.amaPayments.balances(mentorUserId);
    const byCurrency = new Map<string, MentorBalance>();
    for (const r of [...rows, ...ama]) {
      const b = byCurrency.get(r.currency) ?? { currency: r.currency, balanceCents: 0, heldCents: 0 };
      b.balanceCents += Number(r.released);
      b.heldCents += Number(r.held);
      byCurrency.set(r.currency, b);
    }
    return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  }

  /** One caller at a time per session, for the rest of the transaction. */
  private async lockSession(m: EntityManager, sessionId: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new NotFoundException();
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('session_payments:' || $1))`, [sessionId.toLowerCase()]);
  }

  private async current(m: EntityManager, sessionId: string): Promise<SessionPayment | null> {
    const rows = await m.getRepository(SessionPayment).find({
      where: [{ sessionId, status: 'paid' }, { sessionId, status: 'refunded' }],
      order: { createdAt: 'DESC' },
    });
    return rows.find((r) => r.status === 'paid' && r.grossCents !== null) ?? rows.find((r) => r.grossCents !== null) ?? null;
  }

}

function toView(p: SessionPayment): SessionPaymentView {
  return {
    id: p.id,
    sessionId: p.sessionId,
    payerUserId: p.payerId,
    status: p.status === 'refunded' ? 'refunded' : 'paid',
    currency: p.currency,
    paymentIntentId: p.paymentIntentId ?? '',
    grossCents: p.grossCents ?? 0,
    platformFeeCents: p.platformFeeCents ?? 0,
    processingFeeCents: p.processingFeeCents ?? 0,
    netCents: p.netCents ?? 0,
    refundedCents: p.refundedCents,
    paidAt: p.paidAt?.toISOString() ?? null,
    releasedAt: p.releasedAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
  };
}
