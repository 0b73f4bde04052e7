import { Link } from 'react-router';
import { buttonVariants, Card, CardContent, CardDescription, CardTitle, Skeleton } from '@fiji/ui';
import { AdminGate } from '#shared/components/admin-gate';
import { flattenPages } from '#shared/lib/admin-time';
import { usePendingVerifications } from '../api/pending-verifications';
import { PendingTable } from './pending-table';
import { StatCards } from './stat-cards';

const AREAS = [
  { to: '/admin/users', title: 'User Management', text: 'Find accounts, verify recruiters and mentors, suspend and restore.' },
  { to: '/admin/moderation', title: 'Content Moderation', text: 'Reports about profiles, highlights, mentors and contact requests.' },
  { to: '/admin/analytics', title: 'Platform Analytics', text: 'Sign-ups, activity, verification queue age and revenue over time.' },
];

/** The first page of the queue, its count, and the way to the whole queue. */
function PendingPreview() {
  const pending = usePendingVerifications();
  const rows = flattenPages(pending.data?.pages);
  if (pending.isLoading) return <Skeleton className="h-40" />;
  if (pending.isError) return <p role="alert" className="text-destructive">Failed to load pending verifications.</p>;
  if (!rows.length) return <p className="text-muted-foreground">No pending verifications</p>;
  return (
    <div className="grid gap-3">
      <PendingTable rows={rows} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" data-testid="pending-count">
          Showing {rows.length} pending verification(s)
        </p>
        <Link to="/admin/verifications" className={buttonVariants({ variant: 'outline' })}>
          View All Pending
        </Link>
      </div>
    </div>
  );
}

/** /admin: 'Admin Management Console'. */
export default function AdminConsolePage() {
  return (
    <AdminGate>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">Admin Management Console</h1>
        <StatCards />
        <h2 className="text-lg font-semibold">Pending player verifications</h2>
        <PendingPreview />
        <ul className="grid gap-3 md:grid-cols-3">
          {AREAS.map((a) => (
            <li key={a.to}>
              <Card className="h-full">
                <CardContent className="grid gap-2 p-4">
                  <CardTitle as="h2">{a.title}</CardTitle>
                  <CardDescription>{a.text}</CardDescription>
                  <Link to={a.to} className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
                    Open {a.title}
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <Link to="/admin/audit" className="justify-self-start text-primary underline">
          Audit log
        </Link>
      </section>
    </AdminGate>
  );
}
