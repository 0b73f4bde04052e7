import { Link } from 'react-router';
import { formatWithZone, type MentoringSessionView } from '@fiji/contracts';
import { buttonVariants, Card, CardContent } from '@fiji/ui';
import { useSessions } from '#shared/sessions-api';

/** How many of the mentor's next sessions /mentoring lists before "Open My Sessions". */
const SHOWN = 5;

function stateOf(s: MentoringSessionView): string {
  if (s.actions.includes('confirm')) return 'Waiting for you to confirm';
  if (s.guardianApproval === 'pending') return 'Waiting for the guardian\u2019s approval';
  if (s.status === 'confirmed' || s.status === 'in_progress') return 'Confirmed';
  return s.paid || s.priceCents === 0 ? 'Booked' : 'Waiting for payment';
}

/** /mentoring for a signed-in mentor opens with their own next sessions (docs/mentoring.md "The list and the mentor page"). */
export function OwnUpcomingSessions() {
  const sessions = useSessions('mentor', 'upcoming');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const list = sessions.data?.results ?? [];

  return (
    <Card data-testid="mentor-own-sessions">
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="own-sessions-title" className="font-semibold">
            My upcoming sessions
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link to="/mentoring/sessions" className={buttonVariants()}>
              Open My Sessions
            </Link>
            <Link to="/mentoring/profile" className={buttonVariants({ variant: 'outline' })}>
              My Mentor Profile
            </Link>
          </div>
        </div>
        {sessions.isLoading ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading your sessions...
          </p>
        ) : sessions.isError ? (
          <p className="text-sm text-muted-foreground">Your sessions could not be loaded. They are all in My Sessions.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming sessions yet. Players book the open times of your weekly availability.</p>
        ) : (
          <ul aria-labelledby="own-sessions-title" className="grid gap-2">
            {list.slice(0, SHOWN).map((s) => (
              <li key={s.id} data-testid="own-session" className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border p-3 text-sm">
                <span className="min-w-0 break-words">
                  <time dateTime={s.start} className="font-medium">
                    {formatWithZone(s.start, zone)}
                  </time>{' '}
                  · {s.menteeName} · {s.title} ({s.durationMinutes} min)
                </span>
                <span className="text-muted-foreground">{stateOf(s)}</span>
              </li>
            ))}
          </ul>
        )}
        {list.length > SHOWN && <p className="text-sm text-muted-foreground">{list.length - SHOWN} more in My Sessions.</p>}
      </CardContent>
    </Card>
  );
}
