import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { JobsService } from '../../../core/queue/jobs.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { chargePayerEmail, recordWithReceipt } from './ledger';

/**
 * Gives an add-on's whole price back (docs/billing.md "Add-ons"): the owning module calls it when it
 * could not deliver (a highlight feedback no mentor answered in time). Serialised per purchase by its
 * row lock, so a repeat or a race refunds once; the ledger gets one refund row and the payer a receipt.
 */
@Injectable()
export class AddonRefundsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly jobs: JobsService,
  ) {}

  /** Answers true when this call refunded, false when it was already refunded. */
  async refund(purchaseId: string, reason: string): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const [p]: { id: string; user_id: string; amount: string; currency: string; payment_intent_id: string | null; status: string }[] = await m.query(
        `SELECT id, user_id, amount, currency, payment_intent_id, status FROM addon_purchases WHERE id = $1 FOR UPDATE`,
        [purchaseId],
      );
      if (!p) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: 'No such add-on purchase' });
      if (p.status === 'refunded') return false;
      if (p.status !== 'paid' || !p.payment_intent_id) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: 'Only a paid add-on is refunded' });
      const amountCents = Math.round(Number(p.amount) * 100);
      await this.provider.refund(p.payment_intent_id, amountCents);
      await m.query(`UPDATE addon_purchases SET status = 'refunded', updated_at = now() WHERE id = $1`, [p.id]);
      await recordWithReceipt(m, this.jobs, {
        userId: p.user_id, payerEmail: await chargePayerEmail(m, this.provider.name, p.payment_intent_id), kind: 'addon', direction: 'refund', amountCents, currency: p.currency,
        description: `Add-on refunded: ${reason}`, provider: this.provider.name, providerRef: p.payment_intent_id, addonPurchaseId: p.id,
      });
      return true;
    });
  }
}
