import type { SearchStats } from '@fiji/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';

/** Recruitment Tips / Mentoring Tips: a short numbered list. */
export function TipsCard({ title, tips }: { title: string; tips: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** Quick Stats over every match of the search (the server counts them with the first page). */
export function QuickStatsCard({ stats }: { stats: SearchStats | undefined }) {
  const rows = [
    ['Active Players', stats?.active],
    ['Verified Players', stats?.verified],
    ['Recent Graduates', stats?.recentGraduates],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Quick Stats
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm" data-testid="quick-stats">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums">{value ?? '–'}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
