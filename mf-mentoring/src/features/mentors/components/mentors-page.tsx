import { useState } from 'react';
import { Link } from 'react-router';
import { isUpgradeRequired, openShare, useSession, useSubscriptionStatus } from '@fiji/platform';
import { Button, buttonVariants, UpgradeDialog } from '@fiji/ui';
import { mentorList, useMentors, type MentorFilters as Filters } from '../api/mentors';
import { MentorCard } from './mentor-card';
import { MentorFilters } from './mentor-filters';
import { OwnUpcomingSessions } from './own-upcoming-sessions';
import { UpcomingAmas } from '#shared/ama/upcoming-amas';

const HOW_IT_WORKS = [
  { title: 'Find a mentor', text: 'Filter by specialization, language and when they are free.' },
  { title: 'Book a session', text: 'Pick an open time, shown in your own time zone.' },
  { title: 'Grow together', text: 'Set goals, get feedback and track your progress.' },
] as const;

const ADVANCED = ['minRate', 'maxRate', 'verified'] as const;
const ADVANCED_REASON = 'Rate range and verified-only filters are available on a paid plan.';

/** /mentoring: 'Find Your Rugby Mentor', open to everyone; a signed-in mentor sees their sessions first. */
export default function MentorsPage() {
  const { user } = useSession();
  const subscription = useSubscriptionStatus();
  const paid = subscription.data?.isPaid ?? false;
  const [filters, setFilters] = useState<Filters>({});
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // Free viewers never send the advanced filters (the server would refuse them).
  const effective: Filters = paid ? filters : Object.fromEntries(Object.entries(filters).filter(([k]) => !(ADVANCED as readonly string[]).includes(k)));
  const mentors = useMentors(effective, !user || !subscription.isLoading);
  const list = mentorList(mentors.data);
  const filtered = Object.values(effective).some((v) => v !== undefined && v !== '' && v !== 'rating');
  const userType = user?.role === 'mentor' ? 'mentor' : user?.role === 'player' ? 'player' : user ? 'recruiter' : 'visitor';

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      {user?.role === 'mentor' && <OwnUpcomingSessions />}

      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold">Find Your Rugby Mentor</h1>
          <p className="text-muted-foreground">Experienced players and coaches offering sessions to young players, in Fiji or abroad.</p>
        </div>
        <Button variant="outline" aria-haspopup="dialog" onClick={() => openShare({ userType, context: 'mentor-recommendation' })}>
          Recommend a Mentor
        </Button>
      </header>

      <ol className="grid gap-3 sm:grid-cols-3" aria-label="How it works">
        {HOW_IT_WORKS.map((step, i) => (
          <li key={step.title} className="flex gap-3 rounded-lg border p-4">
            <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground">
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{step.title}</p>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <MentorFilters filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} advancedLocked={!paid} onUnlock={() => setUpgradeOpen(true)} />

      <h2 className="sr-only">Mentors</h2>
      {mentors.isLoading ? (
        <p className="text-muted-foreground" role="status">
          Loading mentors...
        </p>
      ) : mentors.isError ? (
        <div role="alert" className="grid gap-2">
          <p className="text-destructive">Failed to fetch mentors</p>
          {isUpgradeRequired(mentors.error) ? (
            <Button variant="outline" onClick={() => setUpgradeOpen(true)} className="justify-self-start">
              Upgrade
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void mentors.refetch()} className="justify-self-start">
              Try again
            </Button>
          )}
        </div>
      ) : list.length === 0 ? (
        filtered ? (
          <p className="py-10 text-center text-muted-foreground">No mentors match these filters.</p>
        ) : (
          <div className="grid justify-items-center gap-3 py-10 text-center">
            <p className="font-semibold">No Mentors Available Yet</p>
            <Link to="/contact" className={buttonVariants()}>
              Apply to Mentor
            </Link>
          </div>
        )
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="mentor-list">
            {list.map((m) => (
              <li key={m.id}>
                <MentorCard mentor={m} />
              </li>
            ))}
          </ul>
          {mentors.hasNextPage && (
            <Button variant="outline" className="justify-self-center" onClick={() => void mentors.fetchNextPage()} disabled={mentors.isFetchingNextPage} aria-busy={mentors.isFetchingNextPage || undefined}>
              {mentors.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </>
      )}
      {/* Upcoming public AMAs (the ama feature's section, docs/mentoring.md). */}
      <UpcomingAmas limit={3} />
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} role={user?.role} reason={ADVANCED_REASON} />
    </section>
  );
}
