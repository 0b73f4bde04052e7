import { Badge, Card, CardContent, CardHeader, CardTitle, shortDate } from '@fiji/ui';
import { usePlayerBadges } from '../api/badges';

/** Badges earned through mentoring (mentored_by) or granted by admins; shown only when there are some. */
export function BadgesCard({ playerId }: { playerId: string }) {
  const { data } = usePlayerBadges(playerId);
  if (!data?.length) return null;
  return (
    <Card data-testid="badges-card">
      <CardHeader>
        <CardTitle as="h2">Badges</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2">
          {data.map((b) => (
            <li key={b.badgeType}>
              <Badge variant="success" title={b.description ?? undefined}>
                {b.title}
              </Badge>
              <span className="sr-only">, earned {shortDate(b.earnedAt)}{b.description ? `: ${b.description}` : ''}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
