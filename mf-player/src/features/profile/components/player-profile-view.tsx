import { ageOn, LIMITS, displayName } from '@fiji/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@fiji/ui';
import type { PlayerProfile } from '../api/player-queries';

const nameOf = (p: PlayerProfile): string =>
  displayName(p.user, 'Player');

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border p-3 text-center">
      <dd className="text-lg font-semibold">{value}</dd>
      <dt className="text-xs text-muted-foreground">{label}</dt>
    </div>
  );
}

/** Profile header, stat tiles and About (player-side §2); the other cards arrive with their features. */
export function PlayerProfileView({ player }: { player: PlayerProfile }) {
  const name = nameOf(player);
  const positions = player.positions ?? [];
  const shown = positions.slice(0, LIMITS.headerPositions);
  const picture = player.profilePicture || player.user?.profileImageUrl;
  const verified = player.verified ?? player.verifiedByCoach;
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {picture ? (
          <img src={picture} alt="" className="size-24 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-muted text-2xl font-bold">
            {name.charAt(0)}
          </span>
        )}
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            {name}
            {verified && <Badge variant="success">Verified</Badge>}
          </h1>
          <p className="flex flex-wrap gap-1">
            {shown.map((p) => (
              <Badge key={p} variant="secondary">
                {p}
              </Badge>
            ))}
            {positions.length > shown.length && <Badge variant="outline">+{positions.length - shown.length}</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            {[player.school, player.gradYear ? `Class of ${player.gradYear}` : null, player.ageGradeTeam, player.province]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Height" value={player.heightCm ? `${player.heightCm} cm` : '—'} />
        <Stat label="Weight" value={player.weightKg ? `${player.weightKg} kg` : '—'} />
        <Stat label="Age" value={player.dob ? String(ageOn(player.dob)) : '—'} />
        <Stat label="Highlights" value={String(player.highlightCount ?? 0)} />
      </dl>
      {!!player.formats?.length && (
        <p className="flex flex-wrap gap-1">
          {player.formats.map((f) => (
            <Badge key={f} variant="outline">
              {f}
            </Badge>
          ))}
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2">About</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-line text-sm">{player.bio || 'This player has not written a bio yet.'}</p>
        </CardContent>
      </Card>
    </section>
  );
}
