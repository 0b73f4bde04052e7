/**
 * A local stand-in for the part of Stripe's API that StripePaymentProvider calls (docs/billing.md
 * "Providers": STRIPE_API_URL points the SDK here). It keeps just enough state to answer like Stripe
 * (sessions, subscriptions), records every request so tests can assert what was sent, and builds the
 * events Stripe would send after a payment, in Stripe's shapes.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A form body as a tree: `line_items[0][price_data][unit_amount]=9900` → {line_items: {0: {price_data: {unit_amount: '9900'}}}}. */
export type FormTree = { [key: string]: string | FormTree };

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body, unflattened (values stay strings, as sent). */
  body: FormTree;
  raw: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  line_items: FormTree;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  /** The subscription schedule that manages it (a change waiting for the period end), else null. */
  schedule: string | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Array<{ id: string; object: 'subscription_item'; quantity: number; price: { id: string; object: 'price'; product: string; unit_amount: number; currency: string; recurring: { interval: string } | null } }> };
}

export interface FakeSchedule {
  id: string;
  object: 'subscription_schedule';
  subscription: string;
  status: 'active' | 'released';
  end_behavior: string;
  current_phase: { start_date: number; end_date: number };
  /** As created from the subscription, then as the last update sent them (strings, as sent). */
  phases: Array<FormTree | { start_date: number; end_date: number; items: Array<{ price: string; quantity: number }> }>;
}

/** A payment intent of a completed payment-mode session, its charge and the charge's balance transaction. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  latest_charge: {
    id: string;
    object: 'charge';
    amount: number;
    currency: string;
    /** null until Stripe has settled the charge. */
    balance_transaction: { id: string; object: 'balance_transaction'; amount: number; currency: string; fee: number } | null;
  };
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
}

const id = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSec = (): number => Math.floor(Date.now() / 1000);

/** Unflattens Stripe's bracketed form keys. */
export function parseForm(raw: string): FormTree {
  const tree: FormTree = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node = tree;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (typeof node[part] === 'object' ? node[part] : (node[part] = {})) as FormTree;
    });
  }
  return tree;
}

const strOf = (t: FormTree, key: string): string | undefined => (typeof t[key] === 'string' ? (t[key] as string) : undefined);
const treeOf = (t: FormTree, key: string): FormTree => (typeof t[key] === 'object' ? (t[key] as FormTree) : {});
const flatStrings = (t: FormTree): Record<string, string> =>
  Object.fromEntries(Object.entries(t).filter((e): e is [string, string] => typeof e[1] === 'string'));

export class StripeFake {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly schedules = new Map<string, FakeSchedule>();
  /** Each subscription's current period (Stripe keeps it on the subscription's items). */
  readonly periods = new Map<string, { start: number; end: number }>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  /** The payment intent that paid each invoice built by invoicePaid (what `GET /v1/invoice_payments` lists). */
  readonly invoicePayments = new Map<string, string>();
  /** While true every request answers 503, as an unreachable Stripe would (the SDK gives up after its retries). */
  down = false;
  /**
   * How the next completed payments settle: Stripe's fee (card pricing 2.9% + 30¢ by default), the account's
   * settlement currency and rate (the charge's own currency at 1 by default), or not settled yet.
   */
  settlement: { fee: (amount: number) => number; currency?: string; rate?: number; settled?: boolean } = { fee: (a) => Math.round(a * 0.029) + 30 };
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  /** The recorded requests to `method path` (a RegExp matches the path). */
  calls(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  /**
   * What Stripe does when the payer completes the hosted page: the session completes, a subscription
   * (mode subscription) with its first invoice, or a payment intent (mode payment) comes to exist, and
   * Stripe sends `checkout.session.completed` with those ids.
   */
  complete(sessionId: string, customer = id('cus')): StripeEvent {
    const s = this.sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    s.status = 'complete';
    const price = treeOf(treeOf(s.line_items, '0'), 'price_data');
    let subscription: string | null = null;
    if (s.mode === 'subscription') {
      subscription = id('sub');
      const interval = strOf(treeOf(price, 'recurring'), 'interval') ?? 'month';
      this.periods.set(subscription, { start: nowSec(), end: nowSec() + (interval === 'year' ? 365 : 30) * 86_400 });
      this.subscriptions.set(subscription, {
        id: subscription, object: 'subscription', customer, status: 'active', cancel_at_period_end: false, schedule: null, metadata: { ...s.metadata },
        items: {
          object: 'list',
          data: [{
            id: id('si'), object: 'subscription_item', quantity: Number(strOf(treeOf(s.line_items, '0'), 'quantity') ?? 1),
            price: {
              id: id('price'), object: 'price', product: id('prod'), unit_amount: Number(strOf(price, 'unit_amount')),
              currency: strOf(price, 'currency') ?? 'usd', recurring: { interval: strOf(treeOf(price, 'recurring'), 'interval') ?? 'month' },
            },
          }],
        },
      });
    }
    let paymentIntent: string | null = null;
    if (s.mode === 'payment') {
      paymentIntent = id('pi');
      const { fee, currency = s.currency, rate = 1, settled = true } = this.settlement;
      const amount = Math.round(s.amount_total * rate);
      this.paymentIntents.set(paymentIntent, {
        id: paymentIntent, object: 'payment_intent', amount: s.amount_total, currency: s.currency, status: 'succeeded',
        latest_charge: {
          id: id('ch'), object: 'charge', amount: s.amount_total, currency: s.currency,
          balance_transaction: settled ? { id: id('txn'), object: 'balance_transaction', amount, currency, fee: fee(amount) } : null,
        },
      });
    }
    return this.event('checkout.session.completed', {
      id: s.id, object: 'checkout.session', mode: s.mode, status: 'complete', payment_status: 'paid',
      client_reference_id: s.client_reference_id, metadata: s.metadata, amount_total: s.amount_total, currency: s.currency,
      customer, customer_email: s.customer_email, subscription,
      invoice: subscription ? id('in') : null,
      payment_intent: paymentIntent,
    });
  }

  /**
   * An invoice Stripe paid for a subscription, in the current API's shape: the subscription under
   * `parent.subscription_details`, the service period on the line, the invoice's own period_start and
   * period_end being when items could be added (for a renewal, the period that just ended).
   */
  invoicePaid(subscriptionId: string, period: { start: number; end: number }, opts: { amount?: number; billingReason?: string; previousStart?: number; invoiceId?: string } = {}): StripeEvent {
    const sub = this.subscriptions.get(subscriptionId);
    const item = sub?.items.data[0];
    const amount = opts.amount ?? (item ? item.price.unit_amount * item.quantity : 0);
    const invoiceId = opts.invoiceId ?? id('in');
    this.invoicePayments.set(invoiceId, id('pi'));
    return this.event('invoice.paid', {
      id: invoiceId, object: 'invoice', status: 'paid', customer: sub?.customer ?? null, currency: 'usd',
      amount_due: amount, amount_paid: amount, billing_reason: opts.billingReason ?? 'subscription_cycle',
      period_start: opts.previousStart ?? period.start, period_end: period.start,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscriptionId, metadata: sub?.metadata ?? {} } },
      lines: {
        object: 'list',
        data: [{ id: id('il'), object: 'line_item', amount, currency: 'usd', period, parent: { type: 'subscription_item_details', subscription_item_details: { subscription: subscriptionId, proration: false } } }],
      },
    });
  }

  /** A renewal Stripe could not charge (`invoice.payment_failed`), same shape as invoicePaid. */
  invoicePaymentFailed(subscriptionId: string, period: { start: number; end: number }, previousStart?: number): StripeEvent {
    const paid = this.invoicePaid(subscriptionId, period, { previousStart });
    const object = { ...paid.data.object, status: 'open', amount_paid: 0, attempt_count: 1 };
    return this.event('invoice.payment_failed', object);
  }

  /** Stripe ended the subscription (a cancel at the period end reached it, or retries ran out). */
  subscriptionDeleted(subscriptionId: string): StripeEvent {
    const sub = this.subscriptions.get(subscriptionId);
    if (sub) sub.status = 'canceled';
    return this.event('customer.subscription.deleted', { ...(sub ?? { id: subscriptionId, object: 'subscription' }), status: 'canceled' });
  }

  event(type: string, object: Record<string, unknown>): StripeEvent {
    return { id: id('evt'), object: 'event', type, created: nowSec(), livemode: false, data: { object } };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const [path, query = ''] = (req.url ?? '/').split('?') as [string, string?];
    // A GET carries its parameters (expand[]) in the query string.
    const body = parseForm(req.method === 'GET' ? query : raw);
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
    this.requests.push({ method: req.method ?? 'GET', path, body, raw, authorization: header('authorization'), idempotencyKey: header('idempotency-key') });
    const [status, answer] = this.down
      ? [503, { error: { type: 'api_error', message: 'Service unavailable' } }]
      : this.answer(req.method ?? 'GET', path, body);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
    res.end(JSON.stringify(answer));
  }

  private answer(method: string, path: string, body: FormTree): [number, unknown] {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
      const lineItems = treeOf(body, 'line_items');
      const amount = Object.values(lineItems).reduce((sum, li) => {
        const item = li as FormTree;
        return sum + Number(strOf(treeOf(item, 'price_data'), 'unit_amount') ?? 0) * Number(strOf(item, 'quantity') ?? 1);
      }, 0);
      const session: FakeSession = {
        id: sessionId, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${sessionId}`, mode: strOf(body, 'mode') ?? 'payment',
        status: 'open', client_reference_id: strOf(body, 'client_reference_id') ?? null, customer_email: strOf(body, 'customer_email') ?? null,
        metadata: flatStrings(treeOf(body, 'metadata')), amount_total: amount,
        currency: strOf(treeOf(treeOf(lineItems, '0'), 'price_data'), 'currency') ?? 'usd',
        success_url: strOf(body, 'success_url') ?? '', cancel_url: strOf(body, 'cancel_url') ?? '', line_items: lineItems,
      };
      this.sessions.set(sessionId, session);
      return [200, session];
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = this.subscriptions.get(decodeURIComponent(m[1]!));
      if (!sub) return missing('subscription', m[1]!);
      if (method === 'DELETE') {
        // As Stripe: cancelling is refused on a subscription already cancelled.
        if (sub.status === 'canceled') return [400, { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } }];
        sub.status = 'canceled';
        return [200, sub];
      }
      if (method === 'POST' && sub.schedule && (strOf(body, 'cancel_at_period_end') || body.items)) {
        // As Stripe: a subscription a schedule manages is changed through the schedule (or after releasing it).
        return [400, { error: { type: 'invalid_request_error', message: `The subscription is managed by the subscription schedule \`${sub.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.` } }];
      }
      if (method === 'POST') {
        if (strOf(body, 'cancel_at_period_end')) sub.cancel_at_period_end = strOf(body, 'cancel_at_period_end') === 'true';
        Object.assign(sub.metadata, flatStrings(treeOf(body, 'metadata')));
        const item = treeOf(treeOf(body, 'items'), '0');
        const price = treeOf(item, 'price_data');
        const quantity = strOf(item, 'quantity');
        if (quantity && !strOf(price, 'unit_amount')) {
          // A quantity change alone (seats): with always_invoice Stripe charges the prorated rest of the period at once.
          const current = sub.items.data.find((i) => i.id === strOf(item, 'id')) ?? sub.items.data[0]!;
          const period = this.periods.get(sub.id)!;
          const left = Math.max(0, period.end - nowSec()) / (period.end - period.start);
          const charged = Math.round((Number(quantity) - current.quantity) * current.price.unit_amount * left);
          current.quantity = Number(quantity);
          const invoiceId = id('in');
          this.invoicePayments.set(invoiceId, id('pi'));
          const invoice = { id: invoiceId, object: 'invoice', status: 'paid', amount_paid: charged, billing_reason: 'subscription_update', subscription: sub.id };
          const expand = Object.values(treeOf(body, 'expand'));
          return [200, { ...sub, latest_invoice: expand.includes('latest_invoice') ? invoice : invoiceId }];
        }
        if (quantity) (sub.items.data.find((i) => i.id === strOf(item, 'id')) ?? sub.items.data[0]!).quantity = Number(quantity);
        if (strOf(price, 'unit_amount')) {
          const current = sub.items.data.find((i) => i.id === strOf(item, 'id')) ?? sub.items.data[0]!;
          current.price = {
            id: id('price'), object: 'price', product: strOf(price, 'product') ?? current.price.product, unit_amount: Number(strOf(price, 'unit_amount')),
            currency: strOf(price, 'currency') ?? 'usd', recurring: { interval: strOf(treeOf(price, 'recurring'), 'interval') ?? 'month' },
          };
        }
      }
      return [200, sub];
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const subscriptionId = strOf(body, 'from_subscription') ?? '';
      const sub = this.subscriptions.get(subscriptionId);
      if (!sub) return missing('subscription', subscriptionId);
      if (sub.schedule) return [400, { error: { type: 'invalid_request_error', message: `You cannot migrate a subscription that is already attached to a schedule: \`${sub.schedule}\`.` } }];
      if (sub.cancel_at_period_end) return [400, { error: { type: 'invalid_request_error', message: 'You cannot migrate a subscription that is set to cancel at the end of the period.' } }];
      const period = this.periods.get(sub.id)!;
      const schedule: FakeSchedule = {
        id: id('sub_sched'), object: 'subscription_schedule', subscription: sub.id, status: 'active', end_behavior: 'release',
        current_phase: { start_date: period.start, end_date: period.end },
        phases: [{ start_date: period.start, end_date: period.end, items: [{ price: sub.items.data[0]!.price.id, quantity: 1 }] }],
      };
      this.schedules.set(schedule.id, schedule);
      sub.schedule = schedule.id;
      return [200, schedule];
    }
    if ((m = path.match(/^\/v1\/subscription_schedules\/([^/]+)(\/release)?$/)) && method === 'POST') {
      const schedule = this.schedules.get(decodeURIComponent(m[1]!));
      if (!schedule) return missing('subscription_schedule', m[1]!);
      if (schedule.status !== 'active') return [400, { error: { type: 'invalid_request_error', message: `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.` } }];
      if (m[2]) {
        schedule.status = 'released';
        this.subscriptions.get(schedule.subscription)!.schedule = null;
      } else {
        if (strOf(body, 'end_behavior')) schedule.end_behavior = strOf(body, 'end_behavior')!;
        if (body.phases) schedule.phases = Object.values(treeOf(body, 'phases')) as FormTree[];
      }
      return [200, schedule];
    }
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)$/)) && method === 'GET') {
      const intent = this.paymentIntents.get(decodeURIComponent(m[1]!));
      if (!intent) return missing('payment_intent', m[1]!);
      // As Stripe: related objects are ids unless expanded.
      const expand = Object.values(treeOf(body, 'expand'));
      const charge = intent.latest_charge;
      if (expand.includes('latest_charge.balance_transaction')) return [200, intent];
      if (expand.includes('latest_charge')) return [200, { ...intent, latest_charge: { ...charge, balance_transaction: charge.balance_transaction?.id ?? null } }];
      return [200, { ...intent, latest_charge: charge.id }];
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = strOf(body, 'invoice') ?? '';
      const intent = this.invoicePayments.get(invoice);
      const data = intent ? [{ id: id('inpay'), object: 'invoice_payment', invoice, status: 'paid', payment: { type: 'payment_intent', payment_intent: intent } }] : [];
      return [200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' }];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return [200, { id: id('re'), object: 'refund', status: 'succeeded', amount: Number(strOf(body, 'amount') ?? 0), currency: 'usd', payment_intent: strOf(body, 'payment_intent') ?? null }];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const portalId = id('bps');
      return [200, { id: portalId, object: 'billing_portal.session', customer: strOf(body, 'customer'), return_url: strOf(body, 'return_url'), url: `https://billing.stripe.test/p/session/${portalId}` }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } }];
  }
}

const missing = (what: string, which: string): [number, unknown] => [
  404,
  { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${which}'`, param: 'id' } },
];
