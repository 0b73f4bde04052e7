import { useQuery } from '@tanstack/react-query';
import type { AnalyticsMetric, AnalyticsRange, AnalyticsSeries } from '@fiji/contracts';
import { adminKeys, apiJson, apiRequest, saveFile } from '@fiji/platform';

const url = (metric: AnalyticsMetric, days: AnalyticsRange, csv = false) =>
  `/api/admin/analytics?metric=${metric}&days=${days}${csv ? '&format=csv' : ''}`;

/** GET /api/admin/analytics: one metric's daily series over the range. */
export function useAnalyticsSeries(metric: AnalyticsMetric, days: AnalyticsRange) {
  return useQuery({ queryKey: adminKeys.analytics(metric, days), queryFn: () => apiJson<AnalyticsSeries>('GET', url(metric, days)) });
}

/** The server's CSV of the same series, saved as `<metric>-<days>d.csv`. */
export async function downloadSeriesCsv(metric: AnalyticsMetric, days: AnalyticsRange): Promise<void> {
  const res = await apiRequest('GET', url(metric, days, true)); // throws ApiError on a refusal
  saveFile(await res.blob(), `${metric}-${days}d.csv`);
}
