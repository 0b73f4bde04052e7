import { ANONYMOUS_VIEWER_LABEL, isProfileViewAnalytics, ROLE_LABELS, displayName, type UserRole } from '@fiji/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fiji/ui';
import { useFollowers, useFollowersCount } from '../api/follows';
import { useProfileViews } from '../api/profile-views';
import { AdvancedAnalytics, AdvancedAnalyticsUpgrade } from './advanced-analytics';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Figure({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <div className="flex flex-col-reverse rounded-md border border-border p-3 text-center">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The owner's list of followers (names and roles), in a 15 rem scroll box. */
function FollowersList({ playerId }: { playerId: string }) {
  const followers = useFollowers(playerId, true);
  const results = followers.data?.results ?? [];
  if (followers.isLoading) return <Skeleton className="h-10" />;
  if (results.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Followers</h3>
      <ul className="grid max-h-[15rem] gap-1 overflow-y-auto pr-1 text-sm" tabIndex={0} aria-label="Followers" data-testid="followers-list">
        {results.map((f) => (
          <li key={f.id} className="flex justify-between gap-2 rounded px-1 py-1">
            <span className="font-medium">{displayName(f.user, 'Member')}</span>
            <span className="text-muted-foreground">{ROLE_LABELS[f.followerRole as UserRole] ?? f.followerRole}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Social statistics: followers and profile views. The owner sees the analytics (total, unique, last
 * 7 days, the 5 most recent as "Anonymous viewer") and who follows them; others only the totals.
 * A Player Pro owner also sees views per Fiji day for 30 days and the role and province breakdowns;
 * a free owner gets the upgrade button instead.
 */
export function SocialStatsCard({ playerId, owner }: { playerId: string; owner: boolean }) {
  const followers = useFollowersCount(playerId);
  const views = useProfileViews(playerId);
  const analytics = views.data && isProfileViewAnalytics(views.data) ? views.data : null;
  return (
    <Card data-testid="social-stats-card">
      <CardHeader>
        <CardTitle as="h2">{owner ? 'Profile Analytics' : 'Social Statistics'}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3">
          <Figure label="Followers" value={followers.data?.count ?? '—'} testId="followers-count" />
          <Figure label="Profile views" value={views.data?.total ?? '—'} testId="profile-views-total" />
          {analytics && (
            <>
              <Figure label="Unique viewers" value={analytics.unique} testId="profile-views-unique" />
              <Figure label="Last 7 days" value={analytics.last7Days} testId="profile-views-7-days" />
            </>
          )}
        </dl>
        {analytics && (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">Recent views</h3>
            {analytics.recent.length === 0 ? (
              <p className="text-sm text-muted-foreground">No views yet.</p>
            ) : (
              <ul className="grid gap-1 text-sm" data-testid="recent-views">
                {analytics.recent.map((v) => (
                  <li key={v.id} className="flex justify-between gap-2">
                    <span>{v.label || ANONYMOUS_VIEWER_LABEL}</span>
                    <time dateTime={v.createdAt} className="text-muted-foreground">
                      {when.format(new Date(v.createdAt))}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {owner && analytics?.advanced && <AdvancedAnalytics advanced={analytics.advanced} />}
        {owner && analytics?.advanced === null && <AdvancedAnalyticsUpgrade />}
        {owner && <FollowersList playerId={playerId} />}
      </CardContent>
    </Card>
  );
}
