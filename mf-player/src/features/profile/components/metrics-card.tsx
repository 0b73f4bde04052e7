import type { PlayerMetricResponse } from '@fiji/contracts';
import { Card, CardContent, CardHeader, CardTitle, shortDate, Skeleton } from '@fiji/ui';
import { usePlayerMetrics } from '../api/metrics';

const formatValue = (value: number, unit: string | null) => `${Number.isInteger(value) ? value : value.toFixed(2)}${unit ? ` ${unit}` : ''}`;

function Trend({ m }: { m: PlayerMetricResponse }) {
  if (m.previousValue === null || m.previousValue === m.value) return null;
  return <span className="text-xs text-muted-foreground"> (previously {formatValue(m.previousValue, m.unit)})</span>;
}

/**
 * Performance metrics (shows "Metrics coming soon"; docs/decisions.md makes stubs real):
 * the latest measured result of each test recorded for the player.
 */
export function MetricsCard({ playerId }: { playerId: string }) {
  const { data, isLoading, isError } = usePlayerMetrics(playerId);
  return (
    <Card data-testid="metrics-card">
      <CardHeader>
        <CardTitle as="h2">Performance Metrics</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">Unable to load metrics. Please try again later.</p>
        ) : !data?.length ? (
          <p className="text-sm text-muted-foreground">No measured results (sprint times, fitness tests) recorded yet.</p>
        ) : (
          <dl className="grid gap-3">
            {data.map((m) => (
              <div key={m.metric} className="flex flex-wrap items-baseline justify-between gap-x-3" data-testid="metric-item">
                <dt className="text-sm font-medium">{m.metric}</dt>
                <dd className="text-sm">
                  <span className="font-semibold">{formatValue(m.value, m.unit)}</span>
                  <Trend m={m} />
                  <span className="block text-xs text-muted-foreground">measured {shortDate(m.measuredAt)}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
