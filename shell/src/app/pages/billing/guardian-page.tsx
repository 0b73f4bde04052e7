import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ANNUAL_DISCOUNT, type BillingInterval, type CheckoutResponse, type PlanOffer } from '@fiji/contracts';
import { apiJson, billingKeys, goToCheckout, parseApiError, serverMessage, toast } from '@fiji/platform';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, RadioGroup, Skeleton } from '@fiji/ui';
import { INTERVAL_LABELS, priceLabel, utcDate } from './billing-format';

export interface GuardianLink {
  playerFirstName: string;
  offers: PlanOffer[];
  expiresAt: string;
}

/**
 * A guardian's payment link (/billing/guardian/:token, no account, docs/billing.md "Minors"): Player Pro
 * for the player named in the link, monthly or annual, then the checkout.
 */
export default function GuardianPaymentPage() {
  const { token = '' } = useParams();
  const [interval, setBillingInterval] = useState<BillingInterval>('year');
  const [starting, setStarting] = useState(false);
  const link = useQuery<GuardianLink>({
    queryKey: billingKeys.guardian(token),
    queryFn: () => apiJson<GuardianLink>('GET', `/api/billing/guardian/${encodeURIComponent(token)}`),
    meta: { skipUnauthorizedRedirect: true },
  });

  const start = async () => {
    setStarting(true);
    try {
      const started = await apiJson<CheckoutResponse>('POST', `/api/billing/guardian/${encodeURIComponent(token)}/checkout`, { interval });
      goToCheckout(started.url);
    } catch (error) {
      toast({ title: 'Checkout not started', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      setStarting(false);
    }
  };

  const data = link.data;
  const offer = data?.offers.find((o) => o.interval === interval);
  const expired = link.isError && parseApiError(link.error).status === 404;

  return (
    <section className="mx-auto grid max-w-lg gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {data ? `Player Pro for ${data.playerFirstName}` : 'Player Pro'}
          </CardTitle>
          {data && (
            <CardDescription>
              {data.playerFirstName} asked you to pay for Player Pro: contact clubs and mentors, priority search placement and
              advanced analytics. You do not need an account; the receipt is emailed to you.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          {link.isLoading && <Skeleton className="h-32" />}
          {link.isError && (
            <p role="alert" className="text-sm">
              {expired ? 'This payment link has expired or is not valid. Ask the player to send a new one.' : 'This page could not be loaded. Please try again.'}
            </p>
          )}
          {data && (
            <>
              <RadioGroup
                legend="Billing"
                name="interval"
                value={interval}
                onValueChange={(v) => setBillingInterval(v as BillingInterval)}
                options={data.offers.map((o) => ({
                  value: o.interval,
                  label: (
                    <span>
                      {INTERVAL_LABELS[o.interval]}: {priceLabel(o.amountCents, o.currency, o.interval)} ({priceLabel(o.fjdAmountCents, 'FJD', o.interval)})
                      {o.interval === 'year' && <span className="ml-1 text-success">Save {Math.round(ANNUAL_DISCOUNT * 100)}%</span>}
                    </span>
                  ),
                }))}
              />
              <Button onClick={() => void start()} disabled={!offer || starting} aria-busy={starting || undefined}>
                {starting ? 'Opening payment…' : 'Continue to payment'}
              </Button>
              <p className="text-xs text-muted-foreground">This link works until {utcDate(data.expiresAt)}.</p>
            </>
          )}
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Questions? <Link className="text-primary underline" to="/contact">Contact us</Link>.
      </p>
    </section>
  );
}
