import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import {
  BILLING_MESSAGES,
  BILLING_RULES,
  formatBillingDate,
  formatMoney,
  type PaymentView,
  type RecruiterUsageView,
  type SeatsResponse,
  type SeatView,
  type SubscriptionView,
} from '@fiji/contracts';
import {
  apiJson,
  apiRequest,
  billingKeys,
  checkoutErrorMessage,
  isUnauthorizedError,
  parseApiError,
  returnPathOf,
  serverMessage,
  startCheckout,
  toast,
} from '@fiji/platform';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ConfirmDialog, FormField, Input, ScrollRegion, Skeleton } from '@fiji/ui';
import { priceLabel, utcDate } from './billing-format';

/** Recruiting plans: this billing period's counters (reset on the billing date). */
export function UsageCard({ usage }: { usage: RecruiterUsageView }) {
  const counters: [string, number][] = [
    ['Profile views', usage.profileViews],
    ['Contacts', usage.contacts],
    ['Advanced-filter searches', usage.advancedFilterSearches],
    ['Exports', usage.exports],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Usage this billing period</CardTitle>
        <CardDescription>
          {formatBillingDate(usage.periodStart)} to {utcDate(usage.periodEnd)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="usage">
          {counters.map(([label, value]) => (
            <div key={label} className="rounded-md border border-border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Receipts, newest first (the server's order), each downloadable. */
export function ReceiptsCard() {
  const payments = useQuery<{ payments: PaymentView[] }>({
    queryKey: billingKeys.payments(),
    queryFn: () => apiJson<{ payments: PaymentView[] }>('GET', '/api/billing/payments'),
  });
  const rows = payments.data?.payments ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Receipts</CardTitle>
      </CardHeader>
      <CardContent>
        {payments.isLoading ? (
          <Skeleton className="h-24" />
        ) : payments.isError ? (
          <p role="alert" className="text-sm text-destructive">Your receipts could not be loaded. Please reload the page.</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments yet.</p>
        ) : (
          <ScrollRegion label="Receipts (scrolls sideways)">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">Your payments and refunds, newest first</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="p-2 font-semibold">Date</th>
                  <th scope="col" className="p-2 font-semibold">Description</th>
                  <th scope="col" className="p-2 text-right font-semibold">Amount</th>
                  <th scope="col" className="p-2 font-semibold">Receipt</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => {
                  const date = formatBillingDate(p.createdAt);
                  const refund = p.direction === 'refund';
                  return (
                    <tr key={`${p.id}-${p.direction}`} className="border-b border-border last:border-0" data-testid="receipt-row">
                      <td className="whitespace-nowrap p-2">{date}</td>
                      <td className="p-2">
                        {p.description}
                        {refund && (
                          <Badge variant="secondary" className="ml-2">
                            Refund
                          </Badge>
                        )}
                      </td>
                      <td className="whitespace-nowrap p-2 text-right">{formatMoney(refund ? -p.amountCents : p.amountCents, p.currency)}</td>
                      <td className="p-2">
                        <a className="text-primary underline" href={p.receiptUrl} download>
                          Download<span className="sr-only"> the receipt for {p.description}, {date}</span>
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        <p className="mt-3 text-xs text-muted-foreground">Dates are in UTC.</p>
      </CardContent>
    </Card>
  );
}

/**
 * More seats for the plan, through the same checkout as any purchase: the rest of this period now, then each
 * seat renews with the plan (docs/billing.md "Seats").
 */
function BuySeatsForm({ seats, subscription }: { seats: number; subscription: Pick<SubscriptionView, 'seatAmountCents' | 'currency' | 'interval' | 'currentPeriodEnd'> }) {
  const location = useLocation();
  const room = BILLING_RULES.maxSeats - seats;
  const [count, setCount] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (subscription.seatAmountCents === null) return null;
  const each = priceLabel(subscription.seatAmountCents, subscription.currency, subscription.interval);
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= 1 && n <= room;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!valid) return setError(room > 0 ? `Enter a whole number from 1 to ${room}` : `A plan has at most ${BILLING_RULES.maxSeats} seats`);
    setPending(true);
    try {
      await startCheckout({ seats: n, returnTo: returnPathOf(location) });
    } catch (e) {
      if (!isUnauthorizedError(e)) setError(parseApiError(e).fieldErrors.seats ?? checkoutErrorMessage(e));
    } finally {
      setPending(false);
    }
  };

  const hint = `${each} per seat, renewed with your plan${subscription.currentPeriodEnd ? `. Today you pay only for the rest of this period (to ${utcDate(subscription.currentPeriodEnd)})` : ''}.`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" aria-label="Buy seats">
      <FormField label="Extra seats" error={error} hint={room > 0 ? hint : `A plan has at most ${BILLING_RULES.maxSeats} seats`}>
        <Input type="number" name="extra-seats" inputMode="numeric" min={1} max={Math.max(1, room)} step={1} value={count} onChange={(e) => setCount(e.target.value)} disabled={room <= 0} />
      </FormField>
      <Button type="submit" variant="outline" disabled={room <= 0 || pending} aria-busy={pending || undefined}>
        {pending ? 'Opening checkout…' : 'Buy seats'}
      </Button>
    </form>
  );
}

/** The Recruiter Plan holder's seats: who shares the plan, invite by email, remove, buy more. */
export function SeatsCard({ seats, subscription }: { seats: number; subscription: Pick<SubscriptionView, 'seatAmountCents' | 'currency' | 'interval' | 'currentPeriodEnd'> }) {
  const client = useQueryClient();
  const list = useQuery<SeatsResponse>({
    queryKey: billingKeys.seats(),
    queryFn: () => apiJson<SeatsResponse>('GET', '/api/billing/seats'),
  });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SeatView | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: billingKeys.all });

  const invite = useMutation({
    mutationFn: (address: string) => apiJson<SeatView>('POST', '/api/billing/seats', { email: address }),
    onSuccess: (_seat, address) => {
      setEmail('');
      toast({ title: 'Invitation sent', description: `We emailed ${address} a link to join your plan.` });
      return refresh();
    },
    onError: (e) => {
      if (isUnauthorizedError(e)) return;
      const parsed = parseApiError(e);
      setError(parsed.fieldErrors.email ?? serverMessage(e, 'The invitation could not be sent. Please try again.'));
    },
  });

  const remove = async (seat: SeatView) => {
    try {
      await apiRequest('DELETE', `/api/billing/seats?email=${encodeURIComponent(seat.email)}`);
      toast({ title: 'Seat freed', description: `${seat.email} no longer shares your plan.` });
      await refresh();
    } catch (e) {
      if (!isUnauthorizedError(e)) toast({ title: 'Not removed', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
      throw e;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    if (!address) return setError('Please enter a valid email address');
    invite.mutate(address);
  };

  const used = list.data?.total ?? 1;
  const full = used >= seats;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Seats</CardTitle>
        <CardDescription data-testid="seats-used">
          {used} of {seats} seats used (yours included). Colleagues you invite share your plan.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isLoading ? (
          <Skeleton className="h-16" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">Your seats could not be loaded. Please reload the page.</p>
        ) : (list.data?.seats.length ?? 0) === 0 ? (
          <p className="text-sm text-muted-foreground">No colleagues yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Colleagues sharing your plan">
            {list.data!.seats.map((seat) => (
              <li key={seat.email} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{seat.name ?? seat.email}</span>
                  {seat.name && <span className="block truncate text-xs text-muted-foreground">{seat.email}</span>}
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant={seat.status === 'active' ? 'success' : 'secondary'}>{seat.status === 'active' ? 'Active' : 'Invited'}</Badge>
                  <Button size="sm" variant="outline" onClick={() => setRemoving(seat)} aria-label={`Remove ${seat.email}`}>
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end" aria-label="Invite a colleague">
          <FormField label="Colleague's email" error={error} hint={full ? BILLING_MESSAGES.seatsFull : undefined}>
            <Input type="email" name="seat-email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} disabled={full} />
          </FormField>
          <Button type="submit" disabled={full || invite.isPending} aria-busy={invite.isPending || undefined}>
            {invite.isPending ? 'Inviting…' : 'Invite'}
          </Button>
        </form>
        <BuySeatsForm seats={seats} subscription={subscription} />
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.email ?? ''}?`}
        description={removing?.status === 'active' ? 'They lose the plan at once.' : 'Their invitation stops working.'}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </Card>
  );
}
