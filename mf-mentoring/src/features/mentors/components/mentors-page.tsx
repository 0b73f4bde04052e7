import { Link } from 'react-router';
import { Badge, buttonVariants, Card, CardContent } from '@fiji/ui';
import { mentorList, useMentors } from '../api/mentors';
import { displayName } from '@fiji/contracts';

const SHOWN_SPECIALIZATIONS = 3;

/** /mentoring: 'Find Your Rugby Mentor', open to everyone. */
export default function MentorsPage() {
  const mentors = useMentors();
  const list = mentorList(mentors.data);
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">Find Your Rugby Mentor</h1>
        <p className="text-muted-foreground">Experienced players and coaches offering sessions to young players, in Fiji or abroad.</p>
      </header>
      {mentors.isLoading ? (
        <p className="text-muted-foreground">Loading mentors...</p>
      ) : mentors.isError ? (
        <p role="alert" className="text-destructive">Failed to fetch mentors</p>
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-10 text-center">
          <p className="font-semibold">No Mentors Available Yet</p>
          <Link to="/contact" className={buttonVariants()}>
            Apply to Mentor
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((m) => {
            const specs = m.specializations ?? [];
            const name = displayName(m.user, 'Mentor');
            return (
              <li key={m.id}>
                <Card>
                  <CardContent className="grid gap-2 pt-6">
                    <p className="flex items-center gap-2 font-semibold">
                      {name} {m.isVerified && <Badge variant="success">Verified</Badge>}
                    </p>
                    {m.title && <p className="text-sm text-muted-foreground">{m.title}</p>}
                    {m.bio && <p className="text-sm">{m.bio}</p>}
                    <p className="text-xs text-muted-foreground">
                      ★ {Number(m.rating ?? 0).toFixed(1)} · {m.totalSessions ?? 0} sessions · {m.yearsExperience ?? 0} years
                    </p>
                    <p className="flex flex-wrap gap-1">
                      {specs.slice(0, SHOWN_SPECIALIZATIONS).map((s) => (
                        <Badge key={s} variant="outline">
                          {s}
                        </Badge>
                      ))}
                      {specs.length > SHOWN_SPECIALIZATIONS && <Badge variant="outline">+{specs.length - SHOWN_SPECIALIZATIONS} more</Badge>}
                    </p>
                    {m.hourlyRate != null && (
                      <p className="text-sm font-medium">
                        {m.currency ?? 'USD'} {m.hourlyRate}/hr
                      </p>
                    )}
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
