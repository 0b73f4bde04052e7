import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANNUAL_DISCOUNT,
  PLAN_NAMES,
  isPaidPlan,
  pendingChangeSummary,
  planAmountCents,
  planForRole,
  type BillingInterval,
  type ChangePlanRequest,
  type SessionUser,
  type SubscriptionView,
} from '@fiji/contracts';
import {
  apiJson,
  billingKeys,
  handleIfUnauthorized,
  serverMessage,
  subscriptionKeys,
  toast,
  useCheckoutStarter,
  useSession,
} from '@fiji/platform';
import { Badge, Button, buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle, RadioGroup, Skeleton } from '@fiji/ui';
import { CancelPlanDialog, ChangePlanDialog } from './billing-dialogs';
import { INTERVAL_LABELS, priceLabel, statusLabel, utcDate } from './billing-format';
import { ReceiptsCard, SeatsCard, UsageCard } from './billing-sections';

export const BILLING_PATH = '/account/billing';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm sm:col-span-2">{children}</dd>
    </div>
  );
}

/** "Renews 12 Jan 2027 (UTC)", or when the plan ends or changes at the period end. */
function periodLine(sub: SubscriptionView): string | null {
  if (!sub.currentPeriodEnd) return null;
  const date = utcDate(sub.currentPeriodEnd);
  if (sub.cancelAtPeriodEnd || sub.pendingPlan === 'free') return `Ends ${date}`;
  if (sub.pendingPlan || sub.pendingInterval) return `Changes ${date}`;
  return `Renews ${date}`;
}

/** The pending change, as the server words it ("Player Pro until 12 Jan 2027, then Free"). */
function pendingSummary(sub: SubscriptionView): string | null {
  if (sub.summary) return sub.summary;
  if (!sub.currentPeriodEnd) return null;
  if (sub.cancelAtPeriodEnd) return pendingChangeSummary(sub.plan, sub.currentPeriodEnd, 'free');
  if (sub.pendingPlan) return pendingChangeSummary(sub.plan, sub.currentPeriodEnd, sub.pendingPlan);
  return null;
}

/** Free accounts: the role's plan through checkout (a minor asks the guardian). */
function UpgradePanel({ user }: { user: SessionUser }) {
  const plan = planForRole(user.role);
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const checkout = useCheckoutStarter();
  if (!plan) return <p className="text-sm text-muted-foreground">Your account has no plan to buy.</p>;
  if (user.role === 'player' && user.isMinor) {
    return (
      <div className="grid gap-2">
        <p className="text-sm">Players under 18 cannot pay. Your guardian can pay for {PLAN_NAMES[plan]} with a link we email them.</p>
        <Button className="sm:justify-self-start" onClick={() => void checkout.askGuardian()} disabled={checkout.pending}>
          Ask my guardian
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <RadioGroup
        legend={`${PLAN_NAMES[plan]} billing`}
        name="upgrade-interval"
        value={interval}
        onValueChange={(v) => setBillingInterval(v as BillingInterval)}
        options={(['month', 'year'] as const).map((i) => ({
          value: i,
          label: `${INTERVAL_LABELS[i]}: ${priceLabel(planAmountCents(plan, i), 'USD', i)}${i === 'year' ? ` (save ${Math.round(ANNUAL_DISCOUNT * 100)}%)` : ''}`,
        }))}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => void checkout.start({ plan, interval, returnTo: BILLING_PATH })}
          disabled={checkout.pending}
          aria-busy={checkout.pending || undefined}
        >
          Upgrade
        </Button>
        <Link to="/pricing" className={buttonVariants({ variant: 'outline' })}>
          Compare plans
        </Link>
      </div>
    </div>
  );
}

/**
 * /account/billing (docs/billing.md "Lifecycle"): the plan, its status and period, a pending change,
 * the grace banner, recruiters' usage and seats, receipts, and Change plan, Cancel, Resume and the
 * payment-methods portal.
 */
export default function AccountBillingPage() {
  const { user } = useSession();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'change' | 'cancel' | null>(null);
  const [busy, setBusy] = useState<'resume' | 'portal' | null>(null);
  const subscription = useQuery<SubscriptionView>({
    queryKey: billingKeys.subscription(),
    queryFn: () => apiJson<SubscriptionView>('GET', '/api/billing/subscription'),
  });

  /** Every write answers the new state; billing's reads and what the plan allows are asked again. */
  const write = async (path: string, body: unknown, done: (view: SubscriptionView) => string) => {
    try {
      const view = await apiJson<SubscriptionView>('POST', `/api/billing/subscription/${path}`, body);
      client.setQueryData(billingKeys.subscription(), view);
      toast({ title: done(view) });
      await Promise.all([
        client.invalidateQueries({ queryKey: billingKeys.all, predicate: (q) => q.queryKey[1] !== 'subscription' }),
        client.invalidateQueries({ queryKey: subscriptionKeys.all }),
      ]);
    } catch (error) {
      if (!handleIfUnauthorized(error)) toast({ title: 'Not changed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      throw error;
    }
  };

  const change = (body: ChangePlanRequest) => write('change', body, (v) => pendingSummary(v) ?? `You are now on ${PLAN_NAMES[v.plan]}, billed ${v.interval === 'year' ? 'annually' : 'monthly'}.`);
  const cancel = (reason: string | undefined) => write('cancel', reason ? { reason } : {}, (v) => pendingSummary(v) ?? 'Your plan is cancelled.');
  const resume = async () => {
    setBusy('resume');
    await write('resume', undefined, (v) => `${PLAN_NAMES[v.plan]} continues.`).catch(() => undefined);
    setBusy(null);
  };
  const portal = async () => {
    setBusy('portal');
    try {
      const { url } = await apiJson<{ url: string }>('GET', '/api/billing/portal');
      window.location.assign(url);
    } catch (error) {
      if (!handleIfUnauthorized(error)) toast({ title: 'Not available', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      setBusy(null);
    }
  };

  if (!user) return null;
  const sub = subscription.data;
  const paid = !!sub && isPaidPlan(sub.plan, sub.status);
  const member = !!sub?.sharedBy;
  const holder = paid && !member;
  const summary = sub && paid ? pendingSummary(sub) : null;
  const pending = !!sub && (sub.cancelAtPeriodEnd || sub.pendingPlan !== null || sub.pendingInterval !== null);
  const period = sub && paid ? periodLine(sub) : null;

  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">Billing</h1>
        <p className="mt-1 text-muted-foreground">Your plan, payments and receipts.</p>
      </header>

      {subscription.isLoading && <Skeleton className="h-40" />}
      {subscription.isError && (
        <p role="alert" className="text-sm text-destructive">
          Your plan could not be loaded. Please reload the page.
        </p>
      )}

      {sub?.status === 'past_due' && (
        <div role="alert" className="rounded-md border border-warning bg-warning-soft p-4 text-sm text-warning" data-testid="grace-banner">
          <p className="font-semibold">Your last payment failed.</p>
          <p>
            You keep {PLAN_NAMES[sub.plan]} until {sub.graceUntil ? utcDate(sub.graceUntil) : 'the end of the grace period'}. Update your
            payment method before then, or your account moves to Free.
          </p>
        </div>
      )}

      {sub && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your plan</CardTitle>
            {member && <CardDescription>Shared with you by {sub.sharedBy}.</CardDescription>}
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid gap-3">
              <Row label="Plan">
                <span className="font-semibold" data-testid="plan-name">
                  {paid ? PLAN_NAMES[sub.plan] : PLAN_NAMES.free}
                </span>
                {paid && !member && <span className="text-muted-foreground"> · {INTERVAL_LABELS[sub.interval]}</span>}
              </Row>
              {paid && (
                <Row label="Status">
                  <Badge variant={sub.status === 'active' ? 'success' : 'warning'}>{statusLabel(sub.status)}</Badge>
                </Row>
              )}
              {holder && sub.amountCents > 0 && <Row label="Price">{priceLabel(sub.amountCents, sub.currency, sub.interval)}</Row>}
              {period && <Row label={period.startsWith('Renews') ? 'Renewal' : 'Period end'}>{period}</Row>}
            </dl>
            {summary && (
              <p className="rounded-md border border-border bg-muted p-3 text-sm" data-testid="pending-change">
                {summary}
              </p>
            )}

            {!paid && <UpgradePanel user={user} />}
            {holder && (
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                {pending ? (
                  <Button onClick={() => void resume()} disabled={busy !== null} aria-busy={busy === 'resume' || undefined}>
                    Resume
                  </Button>
                ) : (
                  <>
                    <Button variant="outline" onClick={() => setDialog('change')}>
                      Change plan
                    </Button>
                    <Button variant="outline" onClick={() => setDialog('cancel')}>
                      Cancel plan
                    </Button>
                  </>
                )}
                {sub.portalAvailable && (
                  <Button variant="outline" onClick={() => void portal()} disabled={busy !== null} aria-busy={busy === 'portal' || undefined}>
                    Manage payment methods
                  </Button>
                )}
              </div>
            )}
          </CardContent>
        </Card>
      )}

      {sub?.usage && paid && <UsageCard usage={sub.usage} />}
      {sub && holder && sub.plan === 'recruiter' && sub.entitlements.seats > 0 && <SeatsCard seats={sub.seats || sub.entitlements.seats} subscription={sub} />}
      {sub && !member && <ReceiptsCard />}

      {sub && holder && (
        <>
          {dialog === 'change' && <ChangePlanDialog open onOpenChange={(o) => setDialog(o ? 'change' : null)} subscription={sub} onConfirm={change} />}
          <CancelPlanDialog open={dialog === 'cancel'} onOpenChange={(o) => setDialog(o ? 'cancel' : null)} subscription={sub} onConfirm={cancel} />
        </>
      )}
    </section>
  );
}
