import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADDONS,
  BILLING_MESSAGES,
  BILLING_RULES,
  CATALOGUE_VERSION,
  ERROR_CODES,
  PLAN_CATALOGUE,
  PLAN_NAMES,
  formatBillingDate,
  formatMoney,
  isMinor,
  isPaidPlanId,
  planAmountCents,
  toFjdCents,
  type AddonType,
  type BillingInterval,
  type CheckoutDto as CheckoutInput,
  type CheckoutView,
  type PaidPlan,
  type SessionUser,
} from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { FunnelEvents } from '../../../core/analytics';
import { fieldError } from '../../../core/errors';
import { UsersService } from '../../users';
import { Checkout, type CheckoutKind } from '../entities/checkout.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { BillingClock } from './billing-clock';
import { BillingHooks } from './billing-hooks';
import { SubscriptionsService } from './subscriptions.service';

/** Only paths of this site: never an open redirect to another origin. */
export function safeReturnPath(path: string | undefined | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\') || /[\r\n]/.test(path)) return '/account/billing';
  return path.slice(0, 500);
}

export interface SessionCheckoutInput {
  /** The mentee's account (the checkout's owner). */
  userId: string;
  sessionId: string;
  description: string;
  amountCents: number;
  currency: string;
  /** The slot's hold ends then; so does the checkout. */
  expiresAt: Date;
  returnTo: string;
  /** A guardian paying for a minor: receipts go here. */
  payerEmail?: string | null;
  /** Extra query for the checkout page (a guardian's link token). */
  query?: string;
}

interface Order {
  kind: CheckoutKind;
  plan: PaidPlan | null;
  interval: BillingInterval | null;
  addon: AddonType | null;
  seats: number | null;
  target: Record<string, string>;
  description: string;
  amountCents: number;
}

/**
 * Starting a purchase (docs/billing.md "Checkout"): what is bought and at what price is decided here,
 * from the catalogue, never from the client; minors never pay (a guardian does, through a signed link).
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly users: UsersService,
    private readonly clock: BillingClock,
    private readonly config: AppConfig,
    private readonly hooks: BillingHooks,
    private readonly funnel: FunnelEvents,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** POST /api/billing/checkout by the account itself. */
  async start(me: SessionUser, input: CheckoutInput): Promise<{ checkoutId: string; url: string }> {
    const user = await this.users.findById(me.id);
    if (!user) throw new NotFoundException();
    if (user.role === 'player' && isMinor(user.dob, this.clock.now())) {
      throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.MINOR_CANNOT_PAY, message: BILLING_MESSAGES.minorCannotPay });
    }
    const order = await this.order(user.role, user.id, input);
    return this.open(user.id, order, user.email, null, input.returnTo);
  }

  /** A guardian paying a minor's Player Pro through the signed link (no account). */
  async startForGuardian(playerUserId: string, guardianEmail: string, interval: BillingInterval, token: string): Promise<{ checkoutId: string; url: string }> {
    const order = await this.order('player', playerUserId, { plan: 'player_pro', interval });
    return this.open(playerUserId, order, guardianEmail, guardianEmail, '/billing/guardian/thanks', `token=${encodeURIComponent(token)}`);
  }

  /**
   * A mentoring session's payment (docs/mentoring.md "Bookings and sessions"): the mentoring module
   * prices it (the mentor's rate × duration) and holds the slot until `expiresAt`, when the checkout
   * closes too. A minor's session is paid by the guardian (payerEmail), whose link token rides along.
   */
  async startSession(input: SessionCheckoutInput): Promise<{ checkoutId: string; url: string }> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new BadRequestException('A session checkout needs an amount');
    const user = await this.users.findById(input.userId);
    if (!user) throw new NotFoundException();
    const order: Order = {
      kind: 'session', plan: null, interval: null, addon: null, seats: null, target: { sessionId: input.sessionId },
      description: input.description, amountCents: input.amountCents,
    };
    return this.open(user.id, order, input.payerEmail ?? user.email, input.payerEmail ?? null, input.returnTo, input.query, { currency: input.currency, expiresAt: input.expiresAt });
  }

  /**
   * The highlight feedback add-on for a player under 18, paid by the guardian after approving it
   * (docs/mentoring.md): the same add-on order as the player's own, the guardian as payer.
   */
  async startFeedbackForGuardian(input: { userId: string; highlightId: string; payerEmail: string; query: string; returnTo: string; expiresAt: Date }): Promise<{ checkoutId: string; url: string }> {
    const user = await this.users.findById(input.userId);
    if (!user) throw new NotFoundException();
    const addon = ADDONS.highlight_feedback;
    const order: Order = {
      kind: 'addon', plan: null, interval: null, addon: 'highlight_feedback', seats: null, target: { highlightId: input.highlightId },
      description: addon.name, amountCents: addon.amountCents,
    };
    return this.open(user.id, order, input.payerEmail, input.payerEmail, input.returnTo, input.query, { currency: 'USD', expiresAt: input.expiresAt });
  }

  /** A priced AMA registration (docs/mentoring.md): the session checkout kind, its target naming the registration. */
  async startAma(input: Omit<SessionCheckoutInput, 'sessionId'> & { registrationId: string }): Promise<{ checkoutId: string; url: string }> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new BadRequestException('An AMA checkout needs an amount');
    const user = await this.users.findById(input.userId);
    if (!user) throw new NotFoundException();
    const order: Order = {
      kind: 'session', plan: null, interval: null, addon: null, seats: null, target: { amaRegistrationId: input.registrationId },
      description: input.description, amountCents: input.amountCents,
    };
    return this.open(user.id, order, input.payerEmail ?? user.email, input.payerEmail ?? null, input.returnTo, input.query, { currency: input.currency, expiresAt: input.expiresAt });
  }

  async view(checkoutId: string, canSee: (c: Checkout) => boolean): Promise<CheckoutView> {
    const c = await this.find(checkoutId);
    if (!c || !canSee(c)) throw new NotFoundException();
    return this.toView(await this.expireIfDue(c));
  }

  find(id: string): Promise<Checkout | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
    return this.db.getRepository(Checkout).findOne({ where: { id } });
  }

  toView(c: Checkout): CheckoutView {
    return {
      checkoutId: c.id,
      kind: c.kind,
      plan: c.plan && isPaidPlanId(c.plan) ? c.plan : null,
      addon: c.addon,
      status: c.status,
      description: c.description,
      amountCents: c.amountCents,
      currency: c.currency,
      fjdAmountCents: toFjdCents(c.amountCents, this.config.fjdPerUsd),
      returnTo: c.returnTo,
      lastError: c.lastError,
      provider: c.provider,
    };
  }

  async expireIfDue(c: Checkout): Promise<Checkout> {
    if (c.status !== 'open' || c.expiresAt > this.clock.now()) return c;
    await this.db.query(`UPDATE checkouts SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'open'`, [c.id]);
    return (await this.find(c.id))!;
  }

  private async order(role: string, userId: string, input: CheckoutInput): Promise<Order> {
    if (input.plan) {
      const entry = PLAN_CATALOGUE[input.plan];
      if (!entry.roles.includes(role as never)) throw fieldError('plan', BILLING_MESSAGES.planNotForRole);
      const interval = input.interval ?? 'month';
      const current: { plan: string; interval: string }[] = await this.db.query(
        `SELECT plan, "interval" FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'past_due') AND plan <> 'free'`,
        [userId],
      );
      if (current[0]) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: BILLING_MESSAGES.alreadySubscribed });
      return {
        kind: 'subscription', plan: input.plan, interval, addon: null, seats: null, target: {},
        description: `${PLAN_NAMES[input.plan]} (${interval === 'year' ? 'annual' : 'monthly'})`, amountCents: planAmountCents(input.plan, interval),
      };
    }
    if (input.addon) {
      const addon = ADDONS[input.addon];
      if (!addon.roles.includes(role as never)) throw fieldError('addon', BILLING_MESSAGES.addonNotForRole);
      const target: Record<string, string> = {};
      for (const field of addon.needs) {
        const value = input[field];
        if (!value) throw fieldError(field, `${field} is required for ${addon.name}`);
        target[field] = value;
      }
      const refused = await this.hooks.checkAddon(input.addon, userId, target);
      if (refused) throw fieldError(refused.field, refused.message);
      return { kind: 'addon', plan: null, interval: null, addon: input.addon, seats: null, target, description: addon.name, amountCents: addon.amountCents };
    }
    if (input.seats) {
      // Seats are part of the subscription: the rest of this period now, then every renewal (docs/billing.md "Seats").
      const sub = await this.subscriptions.find(userId);
      const price = sub ? this.subscriptions.seatsPrice(sub, input.seats) : null;
      if (!sub || price === null) throw fieldError('seats', BILLING_MESSAGES.notSubscribed);
      if (sub.seats + input.seats > BILLING_RULES.maxSeats) throw fieldError('seats', BILLING_MESSAGES.maxSeats);
      const per = sub.interval === 'year' ? 'year' : 'month';
      return {
        kind: 'seats', plan: null, interval: null, addon: null, seats: input.seats, target: {},
        description: `${input.seats} extra seat${input.seats === 1 ? '' : 's'} (Recruiter Plan) until ${formatBillingDate(sub.currentPeriodEnd!)}, then ${formatMoney(sub.amountCents, sub.currency)} each per ${per} with the plan`,
        amountCents: price,
      };
    }
    throw fieldError('plan', BILLING_MESSAGES.chooseOne);
  }

  private async open(
    userId: string, order: Order, customerEmail: string, payerEmail: string | null, returnTo: string | undefined, query?: string,
    opts: { currency?: string; expiresAt?: Date } = {},
  ) {
    const repo = this.db.getRepository(Checkout);
    const checkout = await repo.save(
      repo.create({
        userId, ...order, currency: (opts.currency ?? 'USD').toUpperCase(), catalogueVersion: CATALOGUE_VERSION, status: 'open', provider: this.provider.name,
        payerEmail, returnTo: safeReturnPath(returnTo),
        expiresAt: opts.expiresAt ?? new Date(this.clock.now().getTime() + BILLING_RULES.checkoutTtlMinutes * 60_000),
      }),
    );
    if (order.kind === 'seats' && this.provider.updateSeats) {
      // The provider bills seats as the subscription's quantity: charged on the card it holds, no checkout page.
      await this.subscriptions.addSeatsAtProvider(checkout);
      await this.funnel.record('checkout_started', userId, { kind: order.kind, plan: order.plan, amountCents: order.amountCents });
      return { checkoutId: checkout.id, url: `${checkout.returnTo}${checkout.returnTo.includes('?') ? '&' : '?'}checkout=${checkout.id}` };
    }
    const session = await this.provider.createCheckoutSession({ checkout, customerEmail, origin: this.config.publicUrl, query });
    await repo.update({ id: checkout.id }, { providerSessionId: session.sessionId });
    await this.funnel.record('checkout_started', userId, { kind: order.kind, plan: order.plan, amountCents: order.amountCents });
    return { checkoutId: checkout.id, url: session.url };
  }
}
