import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PLAYER_SEARCH_ROLES, displayName } from '@fiji/contracts';
import { useSession } from '@fiji/platform';
import { Badge, Card, CardContent, EmptyState, SearchForm, SkeletonGrid } from '@fiji/ui';
import { AccessDenied } from '../../access/components/access-denied';
import { useSearchPlayers } from '../api/search-players';

const COPY: Record<string, { title: string; subtitle: string }> = {
  club: { title: 'Find Rugby Talent for Your Club', subtitle: 'strengthen your club roster' },
  union: { title: 'Scout Players for Your Union', subtitle: 'scout emerging talent across Fiji for provincial representation' },
};
const DEFAULT_COPY = { title: 'Find Rugby Talent', subtitle: 'discover emerging rugby players across Fiji' };

/** One search screen for /recruiter, /club, /union, /coach and /agent search (recruiting-side §2). */
export default function SearchPage() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const [query, setQuery] = useState('');
  const search = useSearchPlayers(query);
  const pathRole = pathname.split('/')[1] ?? '';
  const copy = COPY[pathRole] ?? DEFAULT_COPY;

  if (!user || !PLAYER_SEARCH_ROLES.includes(user.role))
    return (
      <AccessDenied
        message={
          user?.role === 'player'
            ? 'This page is for recruiters, clubs, unions, coaches, and agents only. Players can browse talent at /find-talent.'
            : 'You need to be logged in as a club, union, recruiter, coach, or agent to access this page.'
        }
      />
    );

  const results = search.data?.results ?? [];

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <p className="text-muted-foreground">Search by name, school or position to {copy.subtitle}.</p>
      </header>
      <SearchForm
        id="player-query"
        label="Search players"
        placeholder="Search by name, school, or position..."
        onSearch={setQuery}
      />
      {search.data?.preview && (
        <p className="rounded-md border border-warning bg-muted p-3 text-sm">
          You are seeing preview results. <Link className="text-primary underline" to="/pricing">Upgrade</Link> to see full profiles and contact players.
        </p>
      )}
      {search.isLoading ? (
        <SkeletonGrid count={6} itemClassName="h-32" />
      ) : search.isError ? (
        <p role="alert" className="text-destructive">Failed to load search results. Please try again.</p>
      ) : results.length === 0 ? (
        <EmptyState title="No players found" description="Try adjusting your search filters or search terms" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((p) => {
            const name = displayName(p.user, 'Player');
            return (
              <li key={p.id}>
                <Card>
                  <CardContent className="grid gap-1 pt-6">
                    <p className="font-semibold">{name}</p>
                    <p className="text-sm text-muted-foreground">
                      {[p.school, p.gradYear ? `Class of ${p.gradYear}` : null].filter(Boolean).join(' · ')}
                    </p>
                    <p className="flex flex-wrap gap-1">
                      {(p.positions ?? []).map((pos) => (
                        <Badge key={pos} variant="secondary">
                          {pos}
                        </Badge>
                      ))}
                    </p>
                    <Link className="text-sm text-primary underline" to={`/player/${p.id}`} target="_blank" rel="noopener">
                      View Profile
                    </Link>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
