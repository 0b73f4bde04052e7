import { Link } from 'react-router';
import { displayName } from '@fiji/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fiji/ui';
import { useMyFollowing } from '../api/follows';

/**
 * The viewer's own following list (social roles only; GET /api/me/following is always the
 * caller's own), in a 15 rem scroll box.
 */
export function FollowingCard() {
  const following = useMyFollowing(true);
  const results = following.data?.results ?? [];
  return (
    <Card data-testid="following-card">
      <CardHeader>
        <CardTitle as="h2">Players You Follow</CardTitle>
      </CardHeader>
      <CardContent>
        {following.isLoading ? (
          <Skeleton className="h-16" />
        ) : following.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your following list could not be loaded.
          </p>
        ) : results.length === 0 ? (
          <p className="text-sm text-muted-foreground">You are not following any players yet.</p>
        ) : (
          <ul className="grid max-h-[15rem] gap-2 overflow-y-auto pr-1" tabIndex={0} aria-label="Players you follow" data-testid="following-list">
            {results.map((p) => (
              <li key={p.id} className="grid text-sm">
                <Link to={`/player/${p.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  {displayName(p.user, 'Player')}
                </Link>
                <span className="text-xs text-muted-foreground">{[p.school, p.positions.join(', ')].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
