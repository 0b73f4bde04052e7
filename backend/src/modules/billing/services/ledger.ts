import type { EntityManager } from 'typeorm';
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
