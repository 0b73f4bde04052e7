import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_METRIC_LABELS, type AnalyticsMetric, type AnalyticsRange } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@fiji/ui';
import { downloadSeriesCsv, useAnalyticsSeries } from '../api/analytics';

/** Distinct on light backgrounds and for the common colour-vision differences (Okabe–Ito). */
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000', '#999999'];
/** Levels rather than counts of events: drawn as lines. */
const LINES: readonly AnalyticsMetric[] = ['weekly_active_users', 'verification_queue_age', 'child_safety_within_24h', 'revenue'];

const seriesLabel = (name: string) => name.replace(/_/g, ' ');
const shortDay = (date: string) => date.slice(5); // MM-DD

/** One chart of Platform Analytics with its CSV download and, for screen readers and exact values, its data table. */
export function MetricChart({ metric, days }: { metric: AnalyticsMetric; days: AnalyticsRange }) {
  const { title, unit } = ANALYTICS_METRIC_LABELS[metric];
  const query = useAnalyticsSeries(metric, days);
  const [downloading, setDownloading] = useState(false);
  const data = (query.data?.points ?? []).map((p) => ({ date: p.date, ...p.values }));
  const names = query.data?.series ?? [];
  const totals = names.map((n) => `${seriesLabel(n)} ${data.reduce((sum, d) => sum + Number((d as Record<string, unknown>)[n] ?? 0), 0)}`);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSeriesCsv(metric, days);
    } catch (error) {
      toast({ title: 'Download failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const Chart = LINES.includes(metric) ? LineChart : BarChart;
  return (
    <Card data-testid={`chart-${metric}`}>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">{title}</CardTitle>
        <CardDescription>{unit}, last {days} days (UTC)</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {query.isLoading ? (
          <Skeleton className="h-52" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">{serverMessage(query.error, `Failed to load ${title.toLowerCase()}.`)}</p>
        ) : (
          <>
            <figure className="h-52 w-full" role="img" aria-label={`${title}, last ${days} days: ${totals.join(', ')}`}>
              <ResponsiveContainer width="100%" height="100%">
                <Chart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tickFormatter={shortDay} fontSize={11} minTickGap={16} />
                  <YAxis allowDecimals={metric === 'revenue'} fontSize={11} width={48} />
                  <Tooltip />
                  {names.length > 1 && <Legend formatter={seriesLabel} wrapperStyle={{ fontSize: 12 }} />}
                  {names.map((n, i) =>
                    LINES.includes(metric) ? (
                      <Line key={n} type="monotone" dataKey={n} name={n} stroke={COLOURS[i % COLOURS.length]} dot={false} isAnimationActive={false} />
                    ) : (
                      <Bar key={n} dataKey={n} name={n} stackId={metric === 'signups' ? 'roles' : undefined} fill={COLOURS[i % COLOURS.length]} isAnimationActive={false} />
                    ),
                  )}
                </Chart>
              </ResponsiveContainer>
            </figure>
            <details className="min-w-0">
              <summary className="cursor-pointer text-sm">Data table</summary>
              <div className="mt-2 max-h-64 overflow-auto rounded-md border">
                <table className="w-full text-left text-xs">
                  <caption className="sr-only">{title} per day (UTC)</caption>
                  <thead>
                    <tr className="border-b">
                      <th scope="col" className="p-2">Day (UTC)</th>
                      {names.map((n) => (
                        <th key={n} scope="col" className="p-2">{seriesLabel(n)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {query.data!.points.map((p) => (
                      <tr key={p.date} className="border-b last:border-0">
                        <th scope="row" className="p-2 font-normal">{p.date}</th>
                        {names.map((n) => (
                          <td key={n} className="p-2">{p.values[n] ?? 0}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
        <Button variant="outline" size="sm" className="justify-self-start" onClick={download} disabled={downloading || !query.data}>
          {downloading ? 'Preparing CSV…' : `Download CSV`}
          <span className="sr-only"> of {title}</span>
        </Button>
      </CardContent>
    </Card>
  );
}
