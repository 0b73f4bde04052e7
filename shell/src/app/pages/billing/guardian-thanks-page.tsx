import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, type CheckoutView } from '@fiji/contracts';
import { apiJson, billingKeys, CHECKOUT_RETURN_PARAM } from '@fiji/platform';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fiji/ui';

/**
 * Where a guardian's checkout ends (/billing/guardian/thanks?checkout=…&token=…): the thank-you, with
 * what was paid when the link's token can still read the checkout.
 */
export default function GuardianThanksPage() {
  const [params] = useSearchParams();
  const id = params.get(CHECKOUT_RETURN_PARAM);
  const token = params.get('token');
  const checkout = useQuery<CheckoutView>({
    queryKey: billingKeys.checkout(id ?? ''),
    queryFn: () => apiJson<CheckoutView>('GET', `/api/billing/checkouts/${encodeURIComponent(id!)}?token=${encodeURIComponent(token!)}`),
    enabled: !!id && !!token,
    meta: { skipUnauthorizedRedirect: true },
  });
  const view = checkout.data;
  const paid = view?.status === 'completed';

  return (
    <section className="mx-auto grid max-w-lg gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Thank you
          </CardTitle>
          <CardDescription>
            {view && !paid ? 'The payment was not completed.' : 'Your payment is complete. The receipt is on its way to your email.'}
          </CardDescription>
        </CardHeader>
        {view && (
          <CardContent>
            <p className="text-sm" role="status">
              {view.description}: {formatMoney(view.amountCents, view.currency)} {view.currency}
            </p>
          </CardContent>
        )}
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        <Link className="text-primary underline" to="/">
          Visit the Fiji Rugby Talent Network
        </Link>
      </p>
    </section>
  );
}
