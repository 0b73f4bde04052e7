import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EarningsRow } from '@fiji/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { JobsService } from '../../../core/queue/jobs.service';
import { AmaPayment } from '../entities/ama-payment.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { BillingClock } from './billing-clock';
import { splitPayment } from './fees';
import { chargePayerEmail, recordWithReceipt } from './ledger';

/** A paid place's money, as an earnings row shows it (fee = platform fee + processing fee). */
export type AmaPaymentView = { registrationId: string } & Pick<EarningsRow, 'currency' | 'grossCents' | 'feeCents' | 'netCents' | 'refundedCents' | 'paymentStatus'>;

/**
 * What paid AMA places earn their mentor (docs/billing.md "AMA payments"), like SessionPaymentsService for
 * sessions: the payment is recorded with the platform fee when its checkout completes, held until the event
 * has ended (then released to the mentor's balance, read against BillingClock), and refunded in full when
 * the place is given up in time. Per row gross = platform fee + processing fee + net + refunded (a CHECK).
 */
@Injectable()
export class AmaPaymentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly jobs: JobsService,
    private readonly clock: BillingClock,
    private readonly config: AppConfig,
  ) {}

  /** Inside the checkout's transaction; a repeat of the same registration or intent changes nothing. */
  async recordPaidIn(
    m: EntityManager,
    input: {
      registrationId: string; mentorUserId: string; payerUserId: string; paymentIntentId: string; grossCents: number; currency: string; endsAt: Date;
      /** What the card processor kept (PaymentProvider.processingFeeCents). */
      processingFeeCents: number;
    },
  ): Promise<void> {
    const split = splitPayment(input.grossCents, input.processingFeeCents, this.config.platformFeePercent);
    await m.query(
      `INSERT INTO ama_payments (registration_id, mentor_user_id, payer_id, payment_intent_id, currency, gross_cents, platform_fee_cents,
                                 processing_fee_cents, net_cents, paid_at, releases_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
      [input.registrationId, input.mentorUserId, input.payerUserId, input.paymentIntentId, input.currency.toUpperCase(), input.grossCents,
        split.platformFeeCents, split.processingFeeCents, split.netCents, this.clock.now(), input.endsAt],
    );
  }

  /**
   * The place was given up in time: the payer gets the whole gross back through the provider, inside the
   * caller's transaction (a provider failure leaves the place as it was). The row lock makes a repeat or
   * a race refund once; answers true when this call refunded.
   */
  async refundIn(m: EntityManager, registrationId: string, reason: string): Promise<boolean> {
    const [p]: Array<Pick<AmaPayment, 'id' | 'status' | 'currency'> & { gross_cents: number; payer_id: string; payment_intent_id: string }> = await m.query(
      `SELECT id, status, currency, gross_cents, payer_id, payment_intent_id FROM ama_payments WHERE registration_id = $1 FOR UPDATE`,
      [registrationId],
    );
    if (!p || p.status !== 'paid') return false;
    await this.provider.refund(p.payment_intent_id, p.gross_cents);
    await m.query(
      `UPDATE ama_payments SET status = 'refunded', refunded_cents = gross_cents, platform_fee_cents = 0, processing_fee_cents = 0, net_cents = 0,
              updated_at = now() WHERE id = $1`,
      [p.id],
    );
    await recordWithReceipt(m, this.jobs, {
      userId: p.payer_id, payerEmail: await chargePayerEmail(m, this.provider.name, p.payment_intent_id), kind: 'session', direction: 'refund', amountCents: p.gross_cents,
      currency: p.currency, description: `AMA place refunded: ${reason}`, provider: this.provider.name, providerRef: p.payment_intent_id,
    });
    return true;
  }

  /** Nets of the mentor's paid places per currency: released once their event has ended, else held (SessionPaymentsService.mentorBalance). */
  async balances(mentorUserId: string): Promise<Array<{ currency: string; released: number; held: number }>> {
    return this.db.query(
      `SELECT currency, coalesce(sum(net_cents) FILTER (WHERE releases_at <= $2), 0)::int AS released,
              coalesce(sum(net_cents) FILTER (WHERE releases_at > $2), 0)::int AS held
         FROM ama_payments WHERE mentor_user_id = $1 AND status = 'paid' GROUP BY currency`,
      [mentorUserId, this.clock.now()],
    );
  }

  /** The mentor's paid (and refunded) AMA places, newest first (the earnings page). */
  async forMentor(mentorUserId: string): Promise<AmaPaymentView[]> {
    const rows = await this.db.getRepository(AmaPayment).find({ where: { mentorUserId }, order: { paidAt: 'DESC' }, take: 500 });
    const now = this.clock.now();
    return rows.map((r) => ({
      registrationId: r.registrationId, currency: r.currency, grossCents: r.grossCents, feeCents: r.platformFeeCents + r.processingFeeCents,
      netCents: r.netCents, refundedCents: r.refundedCents,
      paymentStatus: r.status === 'refunded' ? 'refunded' : r.releasesAt <= now ? 'released' : 'held',
    }));
  }
}
