import type { EntityManager } from 'typeorm';
import type { JobsService } from '../../../core/queue/jobs.service';
import type { Payment } from '../entities/payment.entity';

export type LedgerRow = Pick<Payment, 'userId' | 'kind' | 'direction' | 'amountCents' | 'currency' | 'description' | 'provider' | 'providerRef'> &
  Partial<Pick<Payment, 'payerEmail' | 'checkoutId' | 'subscriptionId' | 'addonPurchaseId' | 'sessionPaymentId'>> & { createdAt?: Date };

/**
 * Writes one ledger row; a second row for the same (provider, ref, direction) — a replayed event, a
 * concurrent completion — is a no-op. Answers the new row's id (null when it was already there).
 */
export async function recordPayment(m: EntityManager, row: LedgerRow): Promise<string | null> {
  const inserted: { id: string }[] = await m.query(
    `INSERT INTO payments (user_id, payer_email, kind, direction, amount_cents, currency, description, checkout_id,
                           subscription_id, addon_purchase_id, session_payment_id, provider, provider_ref, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, coalesce($14, now()))
     ON CONFLICT (provider, provider_ref, direction) DO NOTHING RETURNING id`,
    [
      row.userId, row.payerEmail ?? null, row.kind, row.direction, row.amountCents, row.currency, row.description,
      row.checkoutId ?? null, row.subscriptionId ?? null, row.addonPurchaseId ?? null, row.sessionPaymentId ?? null,
      row.provider, row.providerRef, row.createdAt ?? null,
    ],
  );
  return inserted[0]?.id ?? null;
}

/** A ledger row and, when it is new, its receipt mailed to whoever paid once the transaction commits. */
export async function recordWithReceipt(m: EntityManager, jobs: JobsService, row: LedgerRow): Promise<void> {
  const id = await recordPayment(m, row);
  if (id) await jobs.enqueue('billing.receipt-mail', { paymentId: id }, m);
}

/** Who paid the charge a refund gives back (its receipt goes there too): the charge's row of that reference. */
export async function chargePayerEmail(m: EntityManager, provider: string, providerRef: string): Promise<string | null> {
  const [row]: { payer_email: string | null }[] = await m.query(
    `SELECT payer_email FROM payments WHERE provider = $1 AND provider_ref = $2 AND direction = 'charge'`,
    [provider, providerRef],
  );
  return row?.payer_email ?? null;
}
