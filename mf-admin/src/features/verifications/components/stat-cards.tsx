import type { AdminStatsCounts } from '@fiji/contracts';
import { Card, CardContent, Skeleton } from '@fiji/ui';
import { useAdminStats } from '../api/pending-verifications';

const CARDS: Array<{ key: keyof AdminStatsCounts; label: string }> = [
  { key: 'totalPlayers', label: 'Total Players' },
  { key: 'pendingVerifications', label: 'Pending Verifications' },
  { key: 'activeRecruiters', label: 'Active Recruiters' },
  { key: 'contactRequests', label: 'Contact Requests' },
];

const change = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : 'No change');

/** The four live stat cards, each with its change over the last 7 days. */
export function StatCards() {
  const stats = useAdminStats();
  if (stats.isLoading) return <Skeleton className="h-28" />;
  if (stats.isError || !stats.data) return <p role="alert" className="text-destructive">Failed to load the platform figures.</p>;
  const data = stats.data;
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Platform figures">
      {CARDS.map(({ key, label }) => (
        <li key={key}>
          <Card className="h-full">
            <CardContent className="grid gap-1 p-4">
              <span className="text-sm text-muted-foreground">{label}</span>
              <span className="text-2xl font-bold" data-testid={`stat-${key}`}>
                {data[key].toLocaleString('en-FJ')}
              </span>
              <span className="text-xs text-muted-foreground">
                {change(data.change7d[key])} <span className="sr-only">compared with</span> in 7 days
              </span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
