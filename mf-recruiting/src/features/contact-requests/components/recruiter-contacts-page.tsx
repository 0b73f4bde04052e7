import { useSession } from '@fiji/platform';
import { Card, CardContent } from '@fiji/ui';
import { AccessDenied } from '../../access/components/access-denied';
import { useSentRequests } from '../api/contact-requests';
import { RequestList } from './request-list';

/** Share of requests no longer pending, whole percent; 0 when none (recruiting-side §4). */
export const responseRate = (statuses: string[]): number =>
  statuses.length ? Math.round((statuses.filter((s) => s !== 'pending').length / statuses.length) * 100) : 0;

/** /recruiter/contacts: the recruiter-side view with summary stats (recruiter and admin). */
export default function RecruiterContactsPage() {
  const { user } = useSession();
  const sent = useSentRequests();
  if (user?.role !== 'recruiter' && user?.role !== 'admin')
    return <AccessDenied message="This page is only accessible to recruiters" />;
  const items = sent.data ?? [];
  const statuses = items.map((r) => r.status);
  const stats = [
    ['Total Sent', items.length],
    ['Pending', statuses.filter((s) => s === 'pending').length],
    ['Approved', statuses.filter((s) => s === 'approved').length],
    ['Response Rate', `${responseRate(statuses)}%`],
  ] as const;
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Contact Requests</h1>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <Card key={label}>
            <CardContent className="pt-6 text-center">
              <dd className="text-2xl font-bold">{value}</dd>
              <dt className="text-xs text-muted-foreground">{label}</dt>
            </CardContent>
          </Card>
        ))}
      </dl>
      <RequestList
        items={items}
        direction="sent"
        loading={sent.isLoading}
        error={sent.isError}
        empty="No contact requests yet"
        loadingText="Loading sent requests..."
      />
    </section>
  );
}
