import { Link } from 'react-router';
import { displayName, type MentorCard as MentorCardData } from '@fiji/contracts';
import { Badge, Card, CardContent } from '@fiji/ui';
import { countLabel } from '#shared/lib/count-label';

const SHOWN_SPECIALIZATIONS = 3;

/** A mentor in the list: the spec's card (rating to 1 decimal, sessions, years, 3 specializations then '+N more', rate per hour). */
export function MentorCard({ mentor: m }: { mentor: MentorCardData }) {
  const specs = m.specializations;
  const name = displayName(m.user, 'Mentor');
  return (
    <Card className="h-full" data-testid="mentor-card">
      <CardContent className="grid gap-2 pt-6">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold">
          <Link to={`/mentoring/${m.id}`} className="underline-offset-4 hover:underline" data-testid="mentor-name">
            {name}
          </Link>
          {m.isVerified && <Badge variant="success">Verified</Badge>}
        </h3>
        {m.title && <p className="text-sm text-muted-foreground">{m.title}</p>}
        {m.bio && <p className="line-clamp-3 text-sm">{m.bio}</p>}
        <p className="text-xs text-muted-foreground">
          <span aria-label={`Rating ${m.rating.toFixed(1)} out of 5`}>★ {m.rating.toFixed(1)}</span> · {countLabel(m.totalSessions, 'session')} · {countLabel(m.yearsExperience ?? 0, 'year')}
        </p>
        <p className="flex flex-wrap gap-1">
          {specs.slice(0, SHOWN_SPECIALIZATIONS).map((s) => (
            <Badge key={s} variant="outline">
              {s}
            </Badge>
          ))}
          {specs.length > SHOWN_SPECIALIZATIONS && <Badge variant="outline">+{specs.length - SHOWN_SPECIALIZATIONS} more</Badge>}
        </p>
        {m.languages.length > 0 && <p className="text-xs text-muted-foreground">Speaks {m.languages.join(', ')}</p>}
        {m.hourlyRate != null && (
          <p className="text-sm font-medium">
            {m.currency} {m.hourlyRate}/hr
          </p>
        )}
      </CardContent>
    </Card>
  );
}
