import { useState } from 'react';
import { Link } from 'react-router';
import { ANALYTICS_METRICS, ANALYTICS_RANGES, type AnalyticsRange } from '@fiji/contracts';
import { cn } from '@fiji/ui';
import { AdminGate } from '#shared/components/admin-gate';
import { MetricChart } from './metric-chart';

/** /admin/analytics: Platform Analytics, every metric as a chart over 7, 30 or 90 days, each downloadable as CSV. */
export default function AnalyticsPage() {
  const [days, setDays] = useState<AnalyticsRange>(30);
  return (
    <AdminGate>
      <section className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8">
        <header className="grid gap-3 sm:flex sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold">Platform Analytics</h1>
            <p className="text-sm text-muted-foreground">
              Days are calendar days in UTC. Activity counts start from when the platform began recording it. Background work is on the{' '}
              <Link to="/admin/jobs" className="text-primary underline">
                Jobs
              </Link>{' '}
              page.
            </p>
          </div>
          <div role="group" aria-label="Range" className="inline-flex rounded-md border p-1">
            {ANALYTICS_RANGES.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={days === r}
                onClick={() => setDays(r)}
                className={cn(
                  'rounded px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2',
                  days === r ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
                )}
              >
                {r} days
              </button>
            ))}
          </div>
        </header>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {ANALYTICS_METRICS.map((m) => (
            <MetricChart key={m} metric={m} days={days} />
          ))}
        </div>
      </section>
    </AdminGate>
  );
}
