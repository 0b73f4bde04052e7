import { useSession } from '@fiji/platform';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fiji/ui';
import { AccessDenied } from '../../access/components/access-denied';
import { useWatchlists } from '../api/watchlists';

/** /recruiter/watchlists (recruiting-side §2): recruiter and admin only. */
export default function WatchlistsPage() {
  const { user } = useSession();
  const lists = useWatchlists();
  if (user?.role !== 'recruiter' && user?.role !== 'admin')
    return <AccessDenied message="Only recruiters can access watchlist functionality." />;
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">My Watchlists</h1>
      {lists.isLoading ? (
        <Skeleton className="h-32" />
      ) : lists.isError ? (
        <p role="alert" className="text-destructive">Failed to load watchlists.</p>
      ) : !lists.data?.length ? (
        <p className="text-muted-foreground">No watchlists yet</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {lists.data.map((w) => (
            <li key={w.id}>
              <Card>
                <CardHeader>
                  <CardTitle as="h2">{w.name}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">
                  {w.playerCount ?? 0} players · created {new Date(w.createdAt).toLocaleDateString()}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
