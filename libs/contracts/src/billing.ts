import { LIMITS } from './limits';
import type { PlanType } from './plans';
import { RECRUITING_ROLES, type UserRole } from './roles';

/**
 * Billing: the plan catalogue, the add-ons and what each plan entitles its holder to, written once.
 * The server's checks (core/access, the media allowance, search filters, export, mentoring) and the
 * pricing and billing screens all read these (docs/billing.md).
 */

/** Bumped whenever a price changes; a subscriber keeps the amount and version they signed up at. */
export const CATALOGUE_VERSION = 1;
export const BILLING_CURRENCY = 'USD';
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
/** Annual billing: 12 × monthly × 0.8. */
export const ANNUAL_DISCOUNT = 0.2;

export const PAID_PLANS = ['player_pro', 'recruiter', 'mentor_pro'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export interface CatalogueEntry {
  id: PaidPlan;
  name: string;
  /** Roles that may hold the plan. */
  roles: readonly UserRole[];
  monthlyCents: number;
}

export const PLAN_CATALOGUE: Record<PaidPlan, CatalogueEntry> = {
  player_pro: { id: 'player_pro', name: 'Player Pro', roles: ['player'], monthlyCents: 1500 },
  recruiter: { id: 'recruiter', name: 'Recruiter Plan', roles: RECRUITING_ROLES, monthlyCents: 9900 },
  mentor_pro: { id: 'mentor_pro', name: 'Mentor Pro', roles: ['mentor'], monthlyCents: 2900 },
};

export const PLAN_NAMES: Record<PlanType, string> = {
  free: 'Free',
  player_pro: 'Player Pro',
  recruiter: 'Recruiter Plan',
  mentor_pro: 'Mentor Pro',
  school: 'School/Academy',
};

export const isPaidPlanId = (plan: unknown): plan is PaidPlan => (PAID_PLANS as readonly unknown[]).includes(plan);

/** The price of one period of a plan, in integer cents. */
export function planAmountCents(plan: PaidPlan, interval: BillingInterval): number {
  const monthly = PLAN_CATALOGUE[plan].monthlyCents;
  return interval === 'month' ? monthly : Math.round(monthly * 12 * (1 - ANNUAL_DISCOUNT));
}

/** The paid plan a role can buy (admins buy nothing). */
export function planForRole(role: UserRole): PaidPlan | null {
  return PAID_PLANS.find((p) => PLAN_CATALOGUE[p].roles.includes(role)) ?? null;
}

/** USD cents shown in FJD at the configured rate, rounded to whole cents. */
export const toFjdCents = (usdCents: number, fjdPerUsd: number): number => Math.round(usdCents * fjdPerUsd);

// ---- entitlements ----

export interface Entitlements {
  /** Send contact requests. */
  canContact: boolean;
  /** Approve contact requests (declining is always allowed). */
  canRespond: boolean;
  /** Full profiles, contact details and playable highlights of other players (paid viewers). */
  fullProfiles: boolean;
  /** Highlights and photos a player may hold, before bought extra-upload credits. */
  mediaAllowance: number;
  advancedSearchFilters: boolean;
  export: boolean;
  priorityPlacement: boolean;
  advancedAnalytics: boolean;
  sessionBooking: boolean;
  resourceSharing: boolean;
  progressTracking: boolean;
  /** Accounts sharing the plan (the holder included); 0 when the plan has no seats. */
  seats: number;
}
export type EntitlementKey = keyof Entitlements;
export type BooleanEntitlement = { [K in EntitlementKey]: Entitlements[K] extends boolean ? K : never }[EntitlementKey];

const NONE: Entitlements = {
  canContact: false,
  canRespond: false,
  fullProfiles: false,
  mediaAllowance: LIMITS.freeMediaMax,
  advancedSearchFilters: false,
  export: false,
  priorityPlacement: false,
  advancedAnalytics: false,
  sessionBooking: false,
  resourceSharing: false,
  progressTracking: false,
  seats: 0,
};

const PAID_BASE: Partial<Entitlements> = { canContact: true, canRespond: true, fullProfiles: true };

/** What each plan grants, written once. */
export const PLAN_ENTITLEMENTS: Record<PlanType, Entitlements> = {
  free: NONE,
  school: NONE,
  player_pro: { ...NONE, ...PAID_BASE, mediaAllowance: LIMITS.playerProMediaMax, priorityPlacement: true, advancedAnalytics: true },
  recruiter: { ...NONE, ...PAID_BASE, advancedSearchFilters: true, export: true, seats: 1 },
  mentor_pro: { ...NONE, ...PAID_BASE, sessionBooking: true, resourceSharing: true, progressTracking: true },
};

/** Admins act for the platform: every boolean entitlement, no seats, the largest media allowance. */
const ADMIN: Entitlements = {
  ...NONE,
  ...PAID_BASE,
  mediaAllowance: LIMITS.playerProMediaMax,
  advancedSearchFilters: true,
  export: true,
  advancedAnalytics: true,
  sessionBooking: true,
  resourceSharing: true,
  progressTracking: true,
};

/**
 * The entitlements of an account: its role, the plan in force and that plan's status. A plan only
 * counts for a role that may hold it and while it is active or in its grace period.
 */
export function entitlementsFor(role: UserRole, plan: PlanType, status: SubscriptionState, seats = 1): Entitlements {
  if (role === 'admin') return ADMIN;
  if (!isPaidPlanId(plan) || !isEntitledStatus(status) || !PLAN_CATALOGUE[plan].roles.includes(role)) return NONE;
  const e = PLAN_ENTITLEMENTS[plan];
  return e.seats > 0 ? { ...e, seats: Math.max(e.seats, seats) } : e;
}

// ---- subscriptions ----

/** active; past_due (a renewal failed: entitled during the grace days); cancelled (ended: Free). */
export const SUBSCRIPTION_STATES = ['active', 'past_due', 'cancelled'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number] | string;
export const isEntitledStatus = (status: SubscriptionState): boolean => status === 'active' || status === 'past_due';

export const BILLING_RULES = {
  /** A failed renewal keeps the plan this many days, with a banner, then the account is Free. */
  graceDays: 3,
  /** After a paid plan ends, what Free cannot hold stays readable by its owner this long, then is deleted. */
  retentionDays: 30,
  /** The reminder before that deletion. */
  retentionReminderDays: 7,
  /** A guardian's payment link stays valid this long. */
  guardianLinkDays: 7,
  /** A checkout not completed within this long expires. */
  checkoutTtlMinutes: 60,
  /** Mentor sessions: the platform's share of a session payment, unless PLATFORM_FEE_PERCENT says otherwise. */
  platformFeePercent: 15,
  /** Extra seats a Recruiter Plan holder may buy. */
  maxSeats: 25,
} as const;

// ---- add-ons ----

export const ADDON_TYPES = ['profile_boost', 'extra_upload', 'highlight_feedback', 'verification_fast_track'] as const;
export type AddonType = (typeof ADDON_TYPES)[number];

export interface AddonInfo {
  id: AddonType;
  name: string;
  description: string;
  amountCents: number;
  /** Who may buy it for themselves (players; a guardian pays for a minor). */
  roles: readonly UserRole[];
  /** Fields the checkout needs beside `addon`. */
  needs: readonly 'highlightId'[];
}

export const ADDONS: Record<AddonType, AddonInfo> = {
  profile_boost: {
    id: 'profile_boost', name: 'Profile Boost', description: 'Rank higher in recruiter search for 7 days, marked "Boosted".',
    amountCents: 900, roles: ['player'], needs: [],
  },
  extra_upload: {
    id: 'extra_upload', name: 'Extra Upload', description: 'One more highlight or photo beyond your plan.',
    amountCents: 300, roles: ['player'], needs: [],
  },
  highlight_feedback: {
    id: 'highlight_feedback', name: 'Highlight Feedback', description: 'A mentor reviews one of your highlights.',
    amountCents: 1900, roles: ['player'], needs: ['highlightId'],
  },
  verification_fast_track: {
    id: 'verification_fast_track', name: 'Verification Fast Track',
    description: 'Your pending verification moves to the front of the queue (it is still checked).',
    amountCents: 500, roles: ['player'], needs: [],
  },
};
export const PROFILE_BOOST_DAYS = 7;
export const BOOSTED_LABEL = 'Boosted';

// ---- the calls ----

export interface PlanOffer {
  id: PaidPlan;
  name: string;
  role: UserRole;
  /** Roles that may buy it (recruiting plans: every recruiting role). */
  roles: UserRole[];
  interval: BillingInterval;
  amountCents: number;
  currency: string;
  fjdAmountCents: number;
  entitlements: Entitlements;
}

/** GET /api/billing/plans */
export interface PlansResponse {
  plans: PlanOffer[];
  addons: (AddonInfo & { currency: string; fjdAmountCents: number })[];
  catalogueVersion: number;
  fjdPerUsd: number;
  /** The caller's role plan, when signed in (the CTA to start). */
  yourPlan?: PaidPlan | null;
  /**
   * Show FJD first: the caller is known to be in Fiji, i.e. a player whose profile names a province (the
   * only location an account records); everyone else, visitors included, sees USD first and may switch.
   */
  preferFjd: boolean;
}

/**
 * POST /api/billing/checkout: a plan, an add-on or seats. An add-on is always for the caller's own profile
 * (no playerId), and Highlight Feedback's mentor is chosen on the feedback request before paying, not here
 * (docs/billing.md "Add-ons").
 */
export interface CheckoutRequest {
  plan?: PaidPlan;
  interval?: BillingInterval;
  addon?: AddonType;
  highlightId?: string;
  /**
   * Extra Recruiter Plan seats to add to the subscription: charged now for the rest of the period, then
   * renewed with the plan (docs/billing.md "Seats").
   */
  seats?: number;
  /** Where to land after checkout (a path on this site). */
  returnTo?: string;
}
export interface CheckoutResponse {
  checkoutId: string;
  url: string;
}

export const CHECKOUT_STATES = ['open', 'completed', 'declined', 'cancelled', 'expired'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/** GET /api/billing/checkouts/:id (the checkout's owner or the guardian link's holder). */
export interface CheckoutView {
  checkoutId: string;
  /** What is bought: a plan, an add-on or extra seats. */
  kind: 'subscription' | 'addon' | 'seats' | 'session';
  plan: PaidPlan | null;
  addon: AddonType | null;
  status: CheckoutState;
  description: string;
  amountCents: number;
  currency: string;
  fjdAmountCents: number;
  returnTo: string;
  /** The last failure shown on the demo page ("Your card was declined."). */
  lastError: string | null;
  provider: string;
}

/** GET /api/billing/subscription */
export interface SubscriptionView {
  plan: PlanType;
  interval: BillingInterval;
  status: SubscriptionState;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  pendingPlan: PlanType | null;
  pendingInterval: BillingInterval | null;
  /** What each period costs: the plan's kept price × its seats. */
  amountCents: number;
  currency: string;
  /** One more seat per period at the plan's kept price (a Recruiter Plan holder's own plan), else null. */
  seatAmountCents: number | null;
  /** "Player Pro until 12 Jan 2027, then Free" while a change is pending; null otherwise. */
  summary: string | null;
  /** The last day of the grace period after a failed renewal. */
  graceUntil: string | null;
  /** When the plan is shared with you by a seat holder: their name. */
  sharedBy: string | null;
  seats: number;
  entitlements: Entitlements;
  /** Recruiting plans: this billing period's counters. */
  usage: RecruiterUsageView | null;
  /** The Stripe Customer Portal is available (Stripe configured and a Stripe customer). */
  portalAvailable: boolean;
}

export interface RecruiterUsageView {
  periodStart: string;
  periodEnd: string;
  profileViews: number;
  contacts: number;
  advancedFilterSearches: number;
  exports: number;
}

export interface ChangePlanRequest {
  plan: PlanType;
  interval: BillingInterval;
}
export interface CancelRequest {
  reason?: string;
}

export const PAYMENT_KINDS = ['subscription', 'addon', 'session', 'seats'] as const;
export interface PaymentView {
  id: string;
  kind: (typeof PAYMENT_KINDS)[number];
  direction: 'charge' | 'refund';
  description: string;
  amountCents: number;
  currency: string;
  createdAt: string;
  /** GET path of the receipt (text/html, downloadable). */
  receiptUrl: string;
}

export interface SeatView {
  email: string;
  status: 'invited' | 'active';
  name: string | null;
}

/** GET /api/billing/seats (the plan holder): invited and active colleagues; `total` counts the holder's own seat. */
export interface SeatsResponse {
  seats: SeatView[];
  total: number;
}

/** Display "12 Jan 2027" (UTC day of a period end). */
export function formatBillingDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "$15.00" / "FJ$33.75". */
export function formatMoney(cents: number, currency = BILLING_CURRENCY): string {
  const symbol = currency === 'FJD' ? 'FJ$' : '$';
  const sign = cents < 0 ? '-' : '';
  return `${sign}${symbol}${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** "Player Pro until 12 Jan 2027, then Free". */
export const pendingChangeSummary = (current: PlanType, until: string | Date, next: PlanType): string =>
  `${PLAN_NAMES[current]} until ${formatBillingDate(until)}, then ${PLAN_NAMES[next]}`;

export const BILLING_MESSAGES = {
  maxSeats: `A plan has at most ${BILLING_RULES.maxSeats} seats`,
  demoTitle: 'Demo payment — no money moves',
  minorCannotPay: 'Players under 18 cannot pay. Ask your guardian to pay for Player Pro.',
  planNotForRole: 'This plan is not available for your account type',
  addonNotForRole: 'This add-on is not available for your account type',
  chooseOne: 'Choose a plan or an add-on',
  noGuardianEmail: 'Add your guardian email in your profile first',
  guardianLinkSent: "We've emailed your guardian a link to pay for Player Pro.",
  declined: 'Your card was declined.',
  checkoutClosed: 'This checkout is no longer open',
  alreadySubscribed: 'You already have this plan',
  notSubscribed: 'You do not have a paid plan',
  upgradeViaCheckout: 'Upgrades from Free go through checkout',
  nothingToResume: 'There is no pending cancellation to resume',
  invalidSignature: 'Invalid signature',
  seatsFull: 'All seats of your plan are taken',
  seatsHolderOnly: 'Only the holder of a Recruiter Plan manages its seats',
  seatAlreadyInvited: 'This email address is already invited',
  seatIsYou: 'You already hold the first seat of your plan',
  seatElsewhere: 'Your account already shares another Recruiter Plan',
  paymentSucceeded: 'Payment complete. Welcome to {plan}!',
  addonSucceeded: 'Payment complete: {addon}.',
  checkoutCancelled: 'Checkout cancelled. You have not been charged.',
} as const;
