import { Link } from 'react-router';
import { formatWithZone } from '@fiji/contracts';
import { serverMessage, useSession } from '@fiji/platform';
import { Badge, buttonVariants, Card, CardContent, CardHeader, CardTitle, ScrollRegion, Skeleton } from '@fiji/ui';
import { amount, useEarnings } from '#shared/sessions-api';

const PAYMENT_LABEL = {
  session: { held: 'Held until completion', released: 'Released', refunded: 'Refunded' },
  ama: { held: 'Held until the AMA ends', released: 'Released', refunded: 'Refunded' },
} as const;

/** /mentoring/earnings (mentors): per paid session and AMA place gross, fee, net and status, and the totals (held, released). */
export default function EarningsPage() {
  const { user, isLoading } = useSession();
  const isMentor = user?.role === 'mentor';
  const earnings = useEarnings(isMentor);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (isLoading) return <Skeleton className="mx-auto my-8 h-48 max-w-3xl" />;
  if (!isMentor) {
    return (
      <section className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">Earnings</h1>
        <p>Earnings are for mentor accounts.</p>
        <Link className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })} to="/mentoring">
          Back to mentoring
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Earnings</h1>
      {earnings.isLoading && <p className="text-sm text-muted-foreground">Loading earnings...</p>}
      {earnings.isError && <p role="alert">{serverMessage(earnings.error, 'Your earnings could not be loaded. Please try again.')}</p>}
      {earnings.data && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            {(earnings.data.totals.length ? earnings.data.totals : [{ currency: 'USD', grossCents: 0, feeCents: 0, netCents: 0, releasedCents: 0, heldCents: 0, refundedCents: 0 }]).map((t) => (
              <Card key={t.currency} className="sm:col-span-3">
                <CardHeader>
                  <CardTitle as="h2">Totals ({t.currency})</CardTitle>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                    <div><dt className="text-muted-foreground">Gross</dt><dd data-testid="total-gross">{amount(t.grossCents, t.currency)}</dd></div>
                    <div><dt className="text-muted-foreground">Fees</dt><dd>{amount(t.feeCents, t.currency)}</dd></div>
                    <div><dt className="text-muted-foreground">Released</dt><dd data-testid="total-released">{amount(t.releasedCents, t.currency)}</dd></div>
                    <div><dt className="text-muted-foreground">Held</dt><dd>{amount(t.heldCents, t.currency)}</dd></div>
                  </dl>
                </CardContent>
              </Card>
            ))}
          </div>
          {earnings.data.rows.length === 0 ? (
            <p>No paid sessions or AMA places yet.</p>
          ) : (
            <ScrollRegion label="Earnings per session and AMA place (scrolls sideways)">
              <table className="w-full min-w-[48rem] text-left text-sm">
                <caption className="sr-only">Earnings per session and AMA place</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3">When ({zone})</th>
                    <th scope="col" className="py-2 pr-3">What</th>
                    <th scope="col" className="py-2 pr-3">Mentee</th>
                    <th scope="col" className="py-2 pr-3">Gross</th>
                    <th scope="col" className="py-2 pr-3">Fee</th>
                    <th scope="col" className="py-2 pr-3">Net</th>
                    <th scope="col" className="py-2">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {earnings.data.rows.map((r) => (
                    <tr key={r.id} className="border-b border-border" data-testid="earnings-row">
                      <td className="py-2 pr-3">{formatWithZone(r.start, zone)}</td>
                      <td className="py-2 pr-3">{r.kind === 'ama' ? `AMA: ${r.title}` : r.title}</td>
                      <td className="py-2 pr-3">{r.menteeName}</td>
                      <td className="py-2 pr-3">{amount(r.grossCents, r.currency)}</td>
                      <td className="py-2 pr-3">{amount(r.feeCents, r.currency)}</td>
                      <td className="py-2 pr-3">{amount(r.netCents, r.currency)}</td>
                      <td className="py-2">
                        <Badge variant={r.paymentStatus === 'released' ? 'success' : r.paymentStatus === 'refunded' ? 'destructive' : 'secondary'}>{PAYMENT_LABEL[r.kind][r.paymentStatus]}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </>
      )}
    </section>
  );
}
