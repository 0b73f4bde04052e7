import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES, ERROR_CODES, formatMoney, type CheckoutView } from '@fiji/contracts';
import {
  apiJson,
  billingKeys,
  handleIfUnauthorized,
  hasErrorCode,
  parseApiError,
  serverMessage,
  toast,
  useSession,
  withCheckoutParam,
} from '@fiji/platform';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@fiji/ui';

type Action = 'pay' | 'decline' | 'cancel';

const withToken = (path: string, token: string | null) => (token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path);

/**
 * The demo provider's checkout (/billing/checkout/:checkoutId, docs/billing.md "Providers"): what is
 * bought and its amount, then Pay, Decline (a declined card: the reason is announced, the page stays)
 * or Cancel (back where the checkout started). A guardian's checkout carries `?token=` and works
 * signed out; it ends on the guardian's thank-you page.
 */
export default function DemoCheckoutPage() {
  const { checkoutId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { isAuthenticated, isLoading } = useSession();
  const [busy, setBusy] = useState<Action | null>(null);
  const [closed, setClosed] = useState(false);
  const key = billingKeys.checkout(checkoutId);
  const url = (path: string) => withToken(`/api/billing/${path}`, token);

  const checkout = useQuery<CheckoutView>({
    queryKey: key,
    queryFn: () => apiJson<CheckoutView>('GET', url(`checkouts/${encodeURIComponent(checkoutId)}`)),
    enabled: !!checkoutId && (!!token || !isLoading),
    meta: { skipUnauthorizedRedirect: true },
  });

  const act = async (action: Action) => {
    if (busy) return;
    setBusy(action);
    try {
      const view = await apiJson<CheckoutView>('POST', url(`demo/checkouts/${encodeURIComponent(checkoutId)}/${action}`));
      client.setQueryData(key, view);
      if (action === 'pay' && view.status === 'completed') {
        navigate(withToken(withCheckoutParam(view.returnTo, checkoutId), token));
      } else if (action === 'cancel') {
        toast({ title: BILLING_MESSAGES.checkoutCancelled });
        navigate(token ? `/billing/guardian/${encodeURIComponent(token)}` : view.returnTo);
      }
    } catch (error) {
      if (handleIfUnauthorized(error)) return;
      if (hasErrorCode(error, ERROR_CODES.CHECKOUT_CLOSED)) {
        setClosed(true);
        void client.invalidateQueries({ queryKey: key });
      } else {
        toast({ title: 'Payment not processed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      }
    } finally {
      setBusy(null);
    }
  };

  const view = checkout.data;
  const open = view?.status === 'open' && !closed;
  const notFound = checkout.isError && parseApiError(checkout.error).status === 404;

  return (
    <section className="mx-auto grid max-w-lg gap-6 px-4 py-10" aria-busy={checkout.isLoading || undefined}>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {BILLING_MESSAGES.demoTitle}
          </CardTitle>
          <CardDescription>This site runs with its demo payment provider. No card is asked for and nothing is charged.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {checkout.isLoading && <Skeleton className="h-24" />}
          {checkout.isError && (
            <div role="alert" className="grid gap-2 text-sm">
              <p>{notFound ? 'This checkout was not found, or it is not yours.' : 'This checkout could not be loaded. Please try again.'}</p>
              {notFound && !token && !isAuthenticated && (
                <p>
                  <Link className="text-primary underline" to={`/signin?next=${encodeURIComponent(location.pathname)}`}>
                    Sign in
                  </Link>{' '}
                  to see your checkout.
                </p>
              )}
            </div>
          )}
          {view && (
            <>
              <dl className="grid gap-3 rounded-md border border-border p-4 text-sm" aria-label="Your purchase">
                <div className="grid gap-0.5">
                  <dt className="text-muted-foreground">You are buying</dt>
                  <dd className="text-base font-semibold" data-testid="checkout-description">
                    {view.description}
                  </dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-muted-foreground">Amount</dt>
                  <dd data-testid="checkout-amount">
                    <span className="text-xl font-bold">
                      {formatMoney(view.amountCents, view.currency)} {view.currency}
                    </span>
                    <span className="block text-muted-foreground">
                      {formatMoney(view.fjdAmountCents, 'FJD')} FJD
                    </span>
                  </dd>
                </div>
              </dl>

              {/* Always in the page, so a screen reader hears the decline the moment it appears. */}
              <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="checkout-error">
                {open && view.lastError && (
                  <p className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">{view.lastError}</p>
                )}
              </div>

              {/* aria-disabled, not disabled, while a press is on its way: a disabled button drops the
                  keyboard focus to the page, and after a decline the user goes on from the same button. */}
              {open ? (
                <div className="grid gap-2 sm:grid-cols-3">
                  <Button onClick={() => void act('pay')} aria-disabled={busy !== null || undefined} className="aria-disabled:opacity-50" aria-busy={busy === 'pay' || undefined}>
                    {busy === 'pay' ? 'Paying…' : 'Pay'}
                  </Button>
                  <Button variant="outline" onClick={() => void act('decline')} aria-disabled={busy !== null || undefined} className="aria-disabled:opacity-50" aria-busy={busy === 'decline' || undefined}>
                    Decline
                  </Button>
                  <Button variant="ghost" onClick={() => void act('cancel')} aria-disabled={busy !== null || undefined} className="aria-disabled:opacity-50" aria-busy={busy === 'cancel' || undefined}>
                    Cancel
                  </Button>
                </div>
              ) : (
                <div className="grid gap-3 text-sm">
                  <p role="status">{view.status === 'completed' ? 'This checkout is paid.' : BILLING_MESSAGES.checkoutClosed}</p>
                  {!token && (
                    <Link
                      className="text-primary underline"
                      to={view.status === 'completed' ? withCheckoutParam(view.returnTo, checkoutId) : view.returnTo}
                    >
                      Continue
                    </Link>
                  )}
                </div>
              )}
              <p className="text-xs text-muted-foreground">
                Pay completes the purchase, Decline acts as a declined card, Cancel returns without paying.
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
