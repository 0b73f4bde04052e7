import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../../../core/queue/jobs.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import type { Payment } from '../entities/payment.entity';
import { recordPayment } from './ledger';

/**
 * Gives a paid charge back in full, named by its provider reference, inside the caller's transaction
 * (docs/billing.md "Refunds of a charge"): the owning module calls it when a paid place is given up in time
 * (an AMA registration). The charge row's lock serialises repeats and races, and the ledger keeps one
 * refund row per reference; the payer gets a receipt.
 */
@Injectable()
export class ChargeRefundsService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly jobs: JobsService,
  ) {}

  /** Answers true when this call refunded; false when there is no such charge or it was already refunded. */
  async refundIn(m: EntityManager, providerRef: string, reason: string): Promise<boolean> {
    const [charge]: { user_id: string; payer_email: string | null; kind: Payment['kind']; amount_cents: number; currency: string }[] = await m.query(
      `SELECT user_id, payer_email, kind, amount_cents, currency FROM payments
        WHERE provider = $1 AND provider_ref = $2 AND direction = 'charge' FOR UPDATE`,
      [this.provider.name, providerRef],
    );
    if (!charge) return false;
    const refunded: unknown[] = await m.query(`SELECT 1 FROM payments WHERE provider = $1 AND provider_ref = $2 AND direction = 'refund'`, [
      this.provider.name, providerRef,
    ]);
    if (refunded.length > 0) return false;
    await this.provider.refund(providerRef, charge.amount_cents);
    const id = await recordPayment(m, {
      userId: charge.user_id, payerEmail: charge.payer_email, kind: charge.kind, direction: 'refund', amountCents: charge.amount_cents,
      currency: charge.currency, description: `Refunded: ${reason}`, provider: this.provider.name, providerRef,
    });
    if (id) await this.jobs.enqueue('billing.receipt-mail', { paymentId: id }, m);
    return true;
  }
}
