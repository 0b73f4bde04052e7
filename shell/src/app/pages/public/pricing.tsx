import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  ANNUAL_DISCOUNT,
  BILLING_MESSAGES,
  PLANS,
  PLAYER_PRO_MEDIA_TEXT,
  isPaidPlanId,
  planAmountCents,
  planForRole,
  type BillingInterval,
  type PaidPlan,
  type PlansResponse,
  type PlanType,
  type SessionUser,
} from '@fiji/contracts';
import { apiJson, billingKeys, isSitePath, toast, useCheckoutStarter, useSession, useSubscriptionStatus } from '@fiji/platform';
import { Badge, Button, buttonVariants, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn, RadioGroup, ScrollRegion } from '@fiji/ui';
import { priceLabel } from '../billing/billing-format';
import { FaqList } from './parts/faq-list';
import { PageHero } from './parts/page-hero';
import { Section } from './parts/section';

/** Who each plan is for, and the pricing page's own media allowance. */
const PLAN_DETAILS: Record<PlanType, { audience: string; media?: string; cta: { label: string; to: string } }> = {
  free: { audience: 'For every player starting out', media: 'Up to 3 highlights and photos', cta: { label: 'Start free', to: '/signup' } },
  player_pro: { audience: 'For players ready to be seen', media: PLAYER_PRO_MEDIA_TEXT, cta: { label: 'Go Pro', to: '/signup' } },
  recruiter: { audience: 'For local clubs and provincial unions', cta: { label: 'Start recruiting', to: '/signup' } },
  mentor_pro: { audience: 'For coaches and former players', cta: { label: 'Become a mentor', to: '/signup' } },
  school: { audience: 'For schools and rugby academies', cta: { label: 'Contact sales', to: `/contact?subject=${encodeURIComponent('School/Academy plan')}` } },
};

type Currency = 'USD' | 'FJD';

/** Where a paid checkout started here lands: a `?returnTo=` path of this site, else the billing page. */
const DEFAULT_RETURN = '/account/billing';

/** The pricing link a signed-out visitor follows through sign-up, straight on to the checkout. */
export const pricingIntent = (plan: PaidPlan, interval: BillingInterval): string => `/pricing?plan=${plan}&interval=${interval}`;

/* The card states Player Pro's allowance as its media line, so the same benefit is not listed twice. */
const benefitsOnPricingPage = (id: PlanType, benefits: readonly string[]) =>
  id === 'player_pro' ? benefits.filter((b) => b !== PLAYER_PRO_MEDIA_TEXT) : benefits;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Cell = string | boolean;
/** Comparison rows: one value per plan, in PLANS order (free, player_pro, recruiter, mentor_pro, school). */
const COMPARISON: { feature: string; values: Record<PlanType, Cell> }[] = [
  { feature: 'Player profile', values: { free: true, player_pro: true, recruiter: false, mentor_pro: false, school: 'Whole squad' } },
  { feature: 'Highlights and photos', values: { free: 'Up to 3', player_pro: PLAYER_PRO_MEDIA_TEXT, recruiter: false, mentor_pro: false, school: 'Per player' } },
  { feature: 'Search players', values: { free: 'Preview', player_pro: 'Preview', recruiter: 'Full results', mentor_pro: 'Full results', school: false } },
  { feature: 'Contact clubs, players and mentors', values: { free: false, player_pro: true, recruiter: 'Unlimited players', mentor_pro: true, school: true } },
  { feature: 'Advanced search filters', values: { free: false, player_pro: false, recruiter: true, mentor_pro: false, school: false } },
  { feature: 'Watchlists and data export', values: { free: false, player_pro: false, recruiter: true, mentor_pro: false, school: false } },
  { feature: 'Profile analytics', values: { free: false, player_pro: 'Advanced', recruiter: false, mentor_pro: false, school: true } },
  { feature: 'Session booking and resources', values: { free: false, player_pro: false, recruiter: false, mentor_pro: true, school: false } },
  { feature: 'Guardian consent management', values: { free: false, player_pro: false, recruiter: false, mentor_pro: false, school: true } },
];

const FAQ = [
  {
    question: 'Is there a discount for paying annually?',
    answer: 'Yes. Annual billing gives a 20% discount on every paid plan.',
  },
  {
    question: 'What happens when I change plans?',
    answer: 'Upgrades apply immediately. Downgrades take effect at the next billing cycle, so you keep what you paid for until then.',
  },
  {
    question: 'What happens to my data if I cancel?',
    answer: 'Your data stays accessible for 30 days after cancellation, then it is deleted.',
  },
  {
    question: 'Can players under 18 join?',
    answer: 'Yes, from age 16 with a parent or guardian’s consent. Their contact details are only shown to people whose contact request they have approved.',
  },
  {
    question: 'How do schools and academies sign up?',
    answer: 'Contact our team and we will set up squad-wide profiles, coach accounts and guardian consent for your players.',
  },
];

function CellValue({ value }: { value: Cell }) {
  if (value === true)
    return (
      <>
        <span aria-hidden="true">✓</span>
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <span aria-hidden="true" className="text-muted-foreground">—</span>
        <span className="sr-only">Not included</span>
      </>
    );
  return <>{value}</>;
}

/** One paid plan's price for the chosen interval and currency: from GET /api/billing/plans, else the catalogue (USD). */
function pricesFor(data: PlansResponse | undefined, interval: BillingInterval, currency: Currency) {
  return (plan: PaidPlan) => {
    const offer = (i: BillingInterval) => data?.plans.find((o) => o.id === plan && o.interval === i);
    const amount = (i: BillingInterval) => {
      const o = offer(i);
      if (!o) return planAmountCents(plan, i);
      return currency === 'FJD' ? o.fjdAmountCents : o.amountCents;
    };
    const cur = data && currency === 'FJD' ? 'FJD' : 'USD';
    return {
      amount: priceLabel(amount(interval), cur),
      saving: interval === 'year' ? priceLabel(amount('month') * 12 - amount('year'), cur) : null,
    };
  };
}

interface CtaProps {
  plan: PlanType;
  interval: BillingInterval;
  user: SessionUser | null;
  yourPlan: PaidPlan | null;
  currentPlan: PlanType | null;
  featured: boolean;
  returnTo: string;
  checkout: ReturnType<typeof useCheckoutStarter>;
}

/** A card's action: sign up and come back (signed out), checkout, Ask my guardian, or why it is not for you. */
function PlanCta({ plan, interval, user, yourPlan, currentPlan, featured, returnTo, checkout }: CtaProps) {
  const details = PLAN_DETAILS[plan];
  const variant = featured ? 'default' : 'outline';
  if (!isPaidPlanId(plan)) {
    const to = plan === 'free' && user ? DEFAULT_RETURN : details.cta.to;
    const label = plan === 'free' && user ? 'Manage your plan' : details.cta.label;
    return (
      <Link to={to} className={cn(buttonVariants({ variant }), 'w-full')}>
        {label}
      </Link>
    );
  }
  if (!user) {
    return (
      <Link to={`/signup?next=${encodeURIComponent(pricingIntent(plan, interval))}`} className={cn(buttonVariants({ variant }), 'w-full')}>
        {details.cta.label}
      </Link>
    );
  }
  if (plan !== yourPlan) {
    return (
      <p className="w-full rounded-md bg-muted p-2 text-center text-sm text-muted-foreground" data-testid={`not-available-${plan}`}>
        {BILLING_MESSAGES.planNotForRole}
      </p>
    );
  }
  if (currentPlan === plan) {
    return (
      <Link to={DEFAULT_RETURN} className={cn(buttonVariants({ variant }), 'w-full')}>
        Manage your plan
      </Link>
    );
  }
  if (user.role === 'player' && user.isMinor) {
    return (
      <Button variant={variant} className="w-full" onClick={() => void checkout.askGuardian()} disabled={checkout.pending}>
        Ask my guardian
      </Button>
    );
  }
  return (
    <Button
      variant={variant}
      className="w-full"
      onClick={() => void checkout.start({ plan, interval, returnTo })}
      disabled={checkout.pending}
      aria-busy={checkout.pending || undefined}
    >
      {details.cta.label}
    </Button>
  );
}

/**
 * /pricing: the plans with a monthly/annual and a USD/FJD switch (GET /api/billing/plans), each paid
 * plan's button starting the signed-in user's checkout (docs/billing.md). Signed out, the button signs
 * up first and comes back with `?plan=…&interval=…`, which starts the checkout at once.
 */
export default function PricingPage() {
  const { user, status } = useSession();
  const [params, setParams] = useSearchParams();
  const [interval, setBillingInterval] = useState<BillingInterval>(params.get('interval') === 'year' ? 'year' : 'month');
  const [chosenCurrency, setCurrency] = useState<Currency | null>(null);
  const plans = useQuery<PlansResponse>({
    queryKey: billingKeys.plans(user?.id ?? null),
    queryFn: () => apiJson<PlansResponse>('GET', '/api/billing/plans'),
    enabled: status !== 'loading',
    meta: { skipUnauthorizedRedirect: true },
  });
  const subscription = useSubscriptionStatus();
  const checkout = useCheckoutStarter();
  const data = plans.data;
  const currency: Currency = data ? (chosenCurrency ?? (data.preferFjd ? 'FJD' : 'USD')) : 'USD';
  const price = pricesFor(data, interval, currency);
  const yourPlan = user ? (data?.yourPlan ?? planForRole(user.role)) : null;
  const currentPlan = subscription.data?.isPaid ? subscription.data.planType : null;
  const returnParam = params.get('returnTo');
  const returnTo = isSitePath(returnParam) ? returnParam : DEFAULT_RETURN;
  const saving = Math.round(ANNUAL_DISCOUNT * 100);

  // Back from sign-up with an intent (?plan=…): straight on to that plan's checkout, once.
  const intentHandled = useRef(false);
  const intent = params.get('plan');
  useEffect(() => {
    if (!user || !intent || intentHandled.current) return;
    intentHandled.current = true;
    const rest = new URLSearchParams(params);
    rest.delete('plan');
    setParams(rest, { replace: true });
    if (!isPaidPlanId(intent) || planForRole(user.role) !== intent) {
      toast({ title: BILLING_MESSAGES.planNotForRole, variant: 'destructive' });
    } else if (user.role === 'player' && user.isMinor) {
      toast({ title: BILLING_MESSAGES.minorCannotPay });
    } else {
      void checkout.start({ plan: intent, interval: params.get('interval') === 'year' ? 'year' : 'month', returnTo });
    }
  }, [user, intent, params, setParams, checkout, returnTo]);

  return (
    <div>
      <PageHero eyebrow="Pricing" title="Simple plans for players, clubs and mentors">
        <p>Start free. Upgrade when you are ready to contact clubs, recruit players or offer sessions.</p>
      </PageHero>

      <Section title="Plans" intro={`Prices in ${currency === 'FJD' ? 'Fijian' : 'US'} dollars. Annual billing saves ${saving}%.`}>
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:gap-8">
          <RadioGroup
            legend="Billing"
            name="billing-interval"
            value={interval}
            onValueChange={(v) => setBillingInterval(v as BillingInterval)}
            options={[
              { value: 'month', label: 'Monthly' },
              { value: 'year', label: `Annual (save ${saving}%)` },
            ]}
          />
          <RadioGroup
            legend="Currency"
            name="currency"
            value={currency}
            onValueChange={(v) => setCurrency(v as Currency)}
            hint={data ? `FJD at ${data.fjdPerUsd} per US dollar.` : undefined}
            options={[
              { value: 'USD', label: 'USD' },
              { value: 'FJD', label: data ? 'FJD' : 'FJD (loading…)' },
            ]}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {PLANS.map((plan) => {
            const details = PLAN_DETAILS[plan.id];
            const featured = plan.id === 'player_pro';
            const paid = isPaidPlanId(plan.id) ? price(plan.id) : null;
            return (
              <Card key={plan.id} className={cn('flex flex-col', featured && 'border-2 border-primary')} data-testid={`plan-${plan.id}`}>
                <CardHeader>
                  {featured && <Badge className="self-start">Most popular</Badge>}
                  <CardTitle as="h3">{plan.name}</CardTitle>
                  <CardDescription>{details.audience}</CardDescription>
                  <p className="mt-2 text-2xl font-bold text-foreground" data-testid={`price-${plan.id}`}>
                    {paid ? (
                      <>
                        {paid.amount}
                        <span className="inline-block text-base font-medium whitespace-nowrap text-muted-foreground">/{interval}</span>
                      </>
                    ) : (
                      plan.price
                    )}
                  </p>
                  {paid?.saving && (
                    <p className="text-sm font-medium text-success" data-testid={`saving-${plan.id}`}>
                      Save {paid.saving} a year ({saving}% off)
                    </p>
                  )}
                </CardHeader>
                <CardContent>
                  <ul className="space-y-1.5 text-sm">
                    {details.media && plan.id !== 'free' && <li>✓ {details.media}</li>}
                    {benefitsOnPricingPage(plan.id, plan.benefits).map((benefit) => (
                      <li key={benefit}>✓ {capitalise(benefit)}</li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter className="mt-auto">
                  <PlanCta
                    plan={plan.id}
                    interval={interval}
                    user={user}
                    yourPlan={yourPlan}
                    currentPlan={currentPlan}
                    featured={featured}
                    returnTo={returnTo}
                    checkout={checkout}
                  />
                </CardFooter>
              </Card>
            );
          })}
        </div>
      </Section>

      <Section title="Compare plans" tone="muted">
        {/* relative: the cells' sr-only labels are absolutely positioned and must be clipped by this scroller. */}
        <ScrollRegion label="Plan comparison (scrolls sideways)" className="rounded-lg border border-border bg-background">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Features included in each plan</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-3 font-semibold">Feature</th>
                {PLANS.map((plan) => (
                  <th key={plan.id} scope="col" className="p-3 font-semibold">
                    {plan.name}
                    <span className="block text-xs font-normal text-muted-foreground">{plan.price}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.feature} className="border-b border-border last:border-0">
                  <th scope="row" className="p-3 font-medium">{row.feature}</th>
                  {PLANS.map((plan) => (
                    <td key={plan.id} className="p-3">
                      <CellValue value={row.values[plan.id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Section>

      <Section title="Frequently asked questions">
        <FaqList entries={FAQ} />
        <p className="mt-4 text-sm text-muted-foreground">
          Another question? <Link className="font-medium text-primary underline" to="/contact">Contact us</Link>.
        </p>
      </Section>
    </div>
  );
}
