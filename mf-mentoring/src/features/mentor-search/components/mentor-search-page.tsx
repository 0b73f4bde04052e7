import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@fiji/platform';
import { Badge, buttonVariants, Card, CardContent, EmptyState, SearchForm, SkeletonGrid } from '@fiji/ui';
import { displayName } from '@fiji/contracts';

type PlayerResult = { id: string; user?: { firstName?: string | null; lastName?: string | null }; school?: string | null; positions?: string[] | null };

/** /mentor/search (recruiting-side §2): mentors only. */
export default function MentorSearchPage() {
  const { user } = useSession();
  const [query, setQuery] = useState('');
  const qs = query.trim() ? `?${new URLSearchParams({ q: query.trim() })}` : '';
  const search = useQuery<{ results: PlayerResult[]; preview: boolean }>({
    queryKey: [`/api/search${qs}`],
    enabled: user?.role === 'mentor',
  });
  if (user?.role !== 'mentor')
    return (
      <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Access Denied</h1>
        <p className="text-muted-foreground">You need to be logged in as a mentor to access this page.</p>
        <Link to="/demo-login" className={buttonVariants()}>
          Login
        </Link>
      </section>
    );
  const results = search.data?.results ?? [];
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          Find Rugby Talent <Badge>{results.length} players found</Badge>
        </h1>
        <p className="text-muted-foreground">Discover emerging players across Fiji to mentor.</p>
      </header>
      <SearchForm
        id="mentor-query"
        label="Search players"
        placeholder="Search by name, school, or position..."
        onSearch={setQuery}
      />
      {search.isLoading ? (
        <SkeletonGrid count={6} />
      ) : search.isError ? (
        <p role="alert" className="text-destructive">Failed to load search results. Please try again.</p>
      ) : results.length === 0 ? (
        <EmptyState title="No players found" description="Try adjusting your search filters or search terms" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((p) => (
            <li key={p.id}>
              <Card>
                <CardContent className="grid gap-1 pt-6">
                  <p className="font-semibold">{displayName(p.user, 'Player')}</p>
                  {p.school && <p className="text-sm text-muted-foreground">{p.school}</p>}
                  <Link className="text-sm text-primary underline" to={`/player/${p.id}`}>
                    View Profile
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
