import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LIMITS, type UserRole, displayName } from '@fiji/contracts';
import { apiJson, featuredKeys } from '@fiji/platform';
import { Avatar, Badge, Card, CardContent, CardHeader, CardTitle, SkeletonGrid } from '@fiji/ui';
import type { FeaturedOrganization, FeaturedPlayer, Results } from './types';

/** Who sees which featured list. */
export const FEATURED_PLAYER_ROLES: readonly UserRole[] = ['club', 'union', 'mentor', 'coach', 'agent', 'recruiter', 'admin'];
export const FEATURED_ORG_ROLES: readonly UserRole[] = ['player', 'union', 'coach', 'agent', 'admin'];

/** Where "View all players" goes: the role's own search screen (admins use the recruiter one). */
const searchPathFor = (role: UserRole): string =>
  role === 'admin' ? '/recruiter/search' : role === 'player' ? '/find-talent' : `/${role}/search`;

const playerName = (p: FeaturedPlayer): string =>
  displayName(p.user, 'Player');

function ListState({ loading, error, empty, what }: { loading: boolean; error: boolean; empty: boolean; what: string }) {
  if (loading) return <SkeletonGrid count={3} />;
  if (error) return <p role="alert" className="text-sm text-destructive">Unable to load featured {what}. Please try again later.</p>;
  if (empty) return <p className="text-sm text-muted-foreground">No featured {what} yet.</p>;
  return null;
}

export function FeaturedPlayersCard({ role }: { role: UserRole }) {
  const q = useQuery<Results<FeaturedPlayer>>({
    queryKey: featuredKeys.players(),
    queryFn: () => apiJson<Results<FeaturedPlayer>>('GET', '/api/featured-players'),
  });
  const players = (q.data?.results ?? []).slice(0, LIMITS.featuredMax);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle as="h2">Featured Players</CardTitle>
        <Link to={searchPathFor(role)} className="text-sm text-primary underline-offset-4 hover:underline">
          View all players
        </Link>
      </CardHeader>
      <CardContent>
        <ListState loading={q.isLoading} error={q.isError} empty={!players.length} what="players" />
        {players.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {players.map((p) => {
              const name = playerName(p);
              const highlights = p.highlightCount ?? 0;
              return (
                <li key={p.id}>
                  <Link
                    to={`/player/${encodeURIComponent(p.id)}`}
                    className="flex h-full gap-3 rounded-lg border p-3 transition-colors hover:border-primary hover:bg-accent"
                  >
                    <Avatar src={p.profilePicture || p.user.profileImageUrl} name={name} />
                    <span className="min-w-0">
                      <span className="block truncate font-semibold">{name}</span>
                      {p.school && <span className="block truncate text-sm text-muted-foreground">{p.school}</span>}
                      {p.province && <span className="block truncate text-sm text-muted-foreground">{p.province}</span>}
                      <span className="mt-1 flex flex-wrap gap-1">
                        <Badge variant="secondary">{p.positions?.[0] || 'Player'}</Badge>
                        <Badge variant="outline">{p.gradYear ? `Class ${p.gradYear}` : 'Senior'}</Badge>
                      </span>
                      <span className="mt-1 block text-xs text-muted-foreground">
                        {highlights} {highlights === 1 ? 'highlight' : 'highlights'}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const ORG_TYPE_LABELS: Record<string, string> = { club: 'Club', union: 'Union', academy: 'Academy', school: 'School' };

export function FeaturedOrganizationsCard() {
  const q = useQuery<Results<FeaturedOrganization>>({
    queryKey: featuredKeys.organizations(),
    queryFn: () => apiJson<Results<FeaturedOrganization>>('GET', '/api/featured-organizations'),
  });
  const orgs = (q.data?.results ?? []).slice(0, LIMITS.featuredMax);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle as="h2">Featured Organizations</CardTitle>
        <Link to="/clubs" className="text-sm text-primary underline-offset-4 hover:underline">
          View all clubs
        </Link>
      </CardHeader>
      <CardContent>
        <ListState loading={q.isLoading} error={q.isError} empty={!orgs.length} what="organizations" />
        {orgs.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {orgs.map((o) => (
              <li key={o.id} className="flex h-full flex-col gap-2 rounded-lg border p-3">
                <div className="flex items-start gap-3">
                  <Avatar src={o.logoUrl || o.logo} name={o.name} className="rounded-md" />
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{o.name}</p>
                    <Badge variant="secondary">{ORG_TYPE_LABELS[o.type ?? ''] ?? 'Other'}</Badge>
                  </div>
                </div>
                {(o.city || o.province) && (
                  <p className="text-sm text-muted-foreground">{[o.city, o.province].filter(Boolean).join(', ')}</p>
                )}
                {o.email && (
                  <a href={`mailto:${o.email}`} className="truncate text-sm text-primary hover:underline">
                    {o.email}
                  </a>
                )}
                {o.phone && (
                  <a href={`tel:${o.phone}`} className="text-sm text-primary hover:underline">
                    {o.phone}
                  </a>
                )}
                <dl className="mt-auto grid grid-cols-3 gap-2 text-xs">
                  <div>
                    <dt className="text-muted-foreground">Players</dt>
                    <dd className="font-medium">{o.playerCount ?? 0}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Established</dt>
                    <dd className="font-medium">{o.establishedYear ?? 'N/A'}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Division</dt>
                    <dd className="font-medium">{o.division || 'Senior'}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
