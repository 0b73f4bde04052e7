/**
 * Helpers for the billing tests (docs/billing.md): a plan bought through the demo checkout, the rows
 * billing keeps, provider events built like the demo provider's, and mails read as their reader sees them.
 */
import type { BillingInterval, PaidPlan } from '@fiji/contracts';
import type { TestApp } from './app.factory';
import type { Agent } from './helpers';
import { mailsTo } from './recruiting-fixtures';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** Seconds since the epoch, as Stripe's events carry times. */
export const sec = (d: Date | string): number => Math.floor(new Date(d).getTime() / 1000);

/** Checkout and Pay on the demo page, as a user does; answers the checkout id. */
export async function subscribe(agent: Agent, plan: PaidPlan, interval: BillingInterval): Promise<string> {
  const started = await agent.post('/api/billing/checkout').send({ plan, interval }).expect(201);
  const paid = await agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(200);
  if (paid.body.status !== 'completed') throw new Error(`checkout ended ${paid.body.status}`);
  return started.body.checkoutId as string;
}

export interface SubscriptionRow {
  id: string;
  plan: string;
  interval: string;
  status: string;
  amount_cents: number;
  catalogue_version: number;
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  pending_plan: string | null;
  pending_interval: string | null;
  grace_until: Date | null;
  provider_subscription_id: string | null;
  payer_email: string | null;
}

export async function subscriptionRow(t: TestApp, userId: string): Promise<SubscriptionRow> {
  const [row]: SubscriptionRow[] = await t.dataSource.query(
    `SELECT id, plan, "interval", status, amount_cents, catalogue_version, current_period_start, current_period_end,
            cancel_at_period_end, pending_plan, pending_interval, grace_until, provider_subscription_id, payer_email
       FROM subscriptions WHERE user_id = $1`,
    [userId],
  );
  if (!row) throw new Error(`no subscription for ${userId}`);
  return row;
}

export interface PaymentRow {
  kind: string;
  direction: string;
  amount_cents: number;
  description: string;
  payer_email: string | null;
  provider_ref: string;
}

/** The ledger rows of an account, in a stable order for comparisons. */
export const paymentRows = (t: TestApp, userId: string): Promise<PaymentRow[]> =>
  t.dataSource.query(
    `SELECT kind, direction, amount_cents, description, payer_email, provider_ref FROM payments WHERE user_id = $1
      ORDER BY direction, amount_cents, provider_ref`,
    [userId],
  );

export async function emailOf(t: TestApp, userId: string): Promise<string> {
  const [u]: { email: string }[] = await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [userId]);
  return u!.email;
}

/** The .eml as a reader sees it: soft line breaks and =XX escapes of quoted-printable undone. */
export const decodeQp = (eml: string): string =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Mails to `to` whose decoded text matches `pattern`; waits up to `timeoutMs` for at least `atLeast` of them. */
export async function mailsMatching(t: TestApp, to: string, pattern: RegExp, atLeast = 1, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(t, to, 0)).map(decodeQp).filter((m) => pattern.test(m));
    if (found.length >= atLeast || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `a` and `b` within `ms` of each other. */
export const near = (a: Date | string | null, b: Date | string | number, ms = 5_000): boolean =>
  a !== null && Math.abs(new Date(a).getTime() - new Date(b).getTime()) <= ms;
