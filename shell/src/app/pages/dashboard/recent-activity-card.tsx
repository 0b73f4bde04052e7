import { useQuery } from '@tanstack/react-query';
import { activityKeys, apiJson } from '@fiji/platform';
import { Card, CardContent, CardHeader, CardTitle, relativeTime, Skeleton } from '@fiji/ui';
import type { Activity } from './types';

/** Recent Activity: always refetched (stale time 0). */
export function RecentActivityCard() {
  const activities = useQuery<Activity[]>({
    queryKey: activityKeys.list(),
    queryFn: () => apiJson<Activity[]>('GET', '/api/activities'),
    staleTime: 0,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activities.isLoading ? (
          <div className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : activities.isError ? (
          <p role="alert" className="text-sm text-destructive">Unable to load activity feed. Please try again later.</p>
        ) : !activities.data?.length ? (
          <p className="text-sm text-muted-foreground">No recent activity. Start using the platform to see your actions here!</p>
        ) : (
          <ul className="grid gap-3">
            {activities.data.map((a) => (
              <li key={a.id} className="border-l-2 border-primary/40 pl-3">
                <p className="text-sm font-medium">{a.title}</p>
                {a.description && <p className="text-sm text-muted-foreground">{a.description}</p>}
                <p className="text-xs text-muted-foreground">{relativeTime(a.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
