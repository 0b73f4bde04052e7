import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { displayName } from '@fiji/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fiji/ui';
import { useMyFollowing } from '../api/follows';

/**
 * True once the element is within a screen of the viewport (at once where IntersectionObserver is missing).
 * The list below the profile's sections is not on a phone's first screen, so it is not one of the calls
 * that opening a profile waits on (docs/performance.md).
 */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '200px 0px' });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * The viewer's own following list (social roles only; GET /api/me/following is always the
 * caller's own), in a 15 rem scroll box, read when the card comes near the screen.
 */
export function FollowingCard() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const following = useMyFollowing(near);
  const results = following.data?.results ?? [];
  return (
    <Card data-testid="following-card">
      <CardHeader>
        <CardTitle as="h2">Players You Follow</CardTitle>
      </CardHeader>
      <CardContent>
        <div ref={ref}>
          {!near || following.isLoading ? (
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
        </div>
      </CardContent>
    </Card>
  );
}
