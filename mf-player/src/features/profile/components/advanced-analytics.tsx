import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ADVANCED_ANALYTICS_TEXT, ROLE_LABELS, type ProfileViewAdvanced, type UserRole } from '@fiji/contracts';
import { checkoutErrorMessage, returnPathOf, startCheckout, toast } from '@fiji/platform';
import { Button } from '@fiji/ui';

/** A Fiji calendar day (YYYY-MM-DD) as "25 Nov"; formatted in UTC so the date itself never shifts. */
const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const formatDay = (day: string): string => dayLabel.format(new Date(`${day}T00:00:00Z`));

const WIDTH = 300;
const HEIGHT = 80;

/**
 * Views per day as an inline SVG (no chart library: a few bars do not justify the bytes on a slow phone).
 * The SVG is one image with a summary; the table below it is the text alternative with every day.
 */
export function ViewsPerDayChart({ perDay }: { perDay: ProfileViewAdvanced['perDay'] }) {
  const titleId = useId();
  const max = Math.max(1, ...perDay.map((d) => d.views));
  const total = perDay.reduce((sum, d) => sum + d.views, 0);
  const slot = WIDTH / Math.max(1, perDay.length);
  const first = perDay[0];
  const last = perDay[perDay.length - 1];
  const summary = first && last ? `${total} views from ${formatDay(first.day)} to ${formatDay(last.day)}, at most ${max} in a day` : ADVANCED_ANALYTICS_TEXT.none;
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-20 w-full text-primary"
        role="img"
        aria-labelledby={titleId}
        data-testid="views-per-day-chart"
      >
        <title id={titleId}>{summary}</title>
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth={1} />
        {perDay.map((d, i) => {
          const h = d.views === 0 ? 0 : Math.max(2, (d.views / max) * (HEIGHT - 4));
          return <rect key={d.day} x={i * slot + slot * 0.15} width={slot * 0.7} y={HEIGHT - h} height={h} fill="currentColor" data-views={d.views} />;
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{first ? formatDay(first.day) : ''}</span>
        <span>{ADVANCED_ANALYTICS_TEXT.fijiDays}</span>
        <span>{last ? formatDay(last.day) : ''}</span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer">{ADVANCED_ANALYTICS_TEXT.table}</summary>
        <table className="mt-2 w-full text-left" data-testid="views-per-day-table">
          <caption className="sr-only">
            {ADVANCED_ANALYTICS_TEXT.table} ({ADVANCED_ANALYTICS_TEXT.fijiDays})
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="text-right">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((d) => (
              <tr key={d.day}>
                <td>
                  <time dateTime={d.day}>{formatDay(d.day)}</time>
                </td>
                <td className="text-right tabular-nums">{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function Breakdown({ title, rows, testId }: { title: string; rows: Array<{ label: string; views: number }>; testId: string }) {
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADVANCED_ANALYTICS_TEXT.none}</p>
      ) : (
        <ul className="grid gap-1 text-sm" data-testid={testId}>
          {rows.map((r) => (
            <li key={r.label} className="flex justify-between gap-2">
              <span>{r.label}</span>
              <span className="tabular-nums text-muted-foreground">{r.views}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Player Pro's analytics on the owner's card (docs/billing.md "Pro analytics"). */
export function AdvancedAnalytics({ advanced }: { advanced: ProfileViewAdvanced }) {
  return (
    <section className="grid gap-3" aria-label={ADVANCED_ANALYTICS_TEXT.title} data-testid="advanced-analytics">
      <h3 className="text-sm font-medium">{ADVANCED_ANALYTICS_TEXT.title}</h3>
      <ViewsPerDayChart perDay={advanced.perDay} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Breakdown
          title={ADVANCED_ANALYTICS_TEXT.byRole}
          rows={advanced.byRole.map((r) => ({ label: ROLE_LABELS[r.role as UserRole] ?? r.role, views: r.views }))}
          testId="views-by-role"
        />
        <Breakdown title={ADVANCED_ANALYTICS_TEXT.byProvince} rows={advanced.byProvince.map((p) => ({ label: p.province, views: p.views }))} testId="views-by-province" />
      </div>
    </section>
  );
}

/** A free owner: the shared checkout entry for Player Pro, landing back on this page. */
export function AdvancedAnalyticsUpgrade() {
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  const upgrade = async () => {
    setBusy(true);
    try {
      await startCheckout({ plan: 'player_pro', interval: 'month', returnTo: returnPathOf(location) });
    } catch (e) {
      toast({ title: checkoutErrorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" className="w-full whitespace-normal" disabled={busy} onClick={() => void upgrade()} data-testid="advanced-analytics-upgrade">
      {ADVANCED_ANALYTICS_TEXT.upgrade}
    </Button>
  );
}
