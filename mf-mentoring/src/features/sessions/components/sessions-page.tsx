import { useState } from 'react';
import { Link } from 'react-router';
import { serverMessage, useSession } from '@fiji/platform';
import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger, buttonVariants } from '@fiji/ui';
import { useSessions } from '#shared/sessions-api';
import { SessionCard } from './session-card';

function SessionList({ role, when }: { role: 'mentor' | 'mentee'; when: 'upcoming' | 'past' }) {
  const list = useSessions(role, when);
  if (list.isLoading) return <p className="text-sm text-muted-foreground" aria-busy="true">Loading sessions...</p>;
  if (list.isError) return <p role="alert">{serverMessage(list.error, 'Your sessions could not be loaded. Please try again.')}</p>;
  const results = list.data?.results ?? [];
  if (results.length === 0) {
    return (
      <div className="grid gap-3 py-6">
        <p>{when === 'upcoming' ? 'No upcoming sessions.' : 'No past sessions yet.'}</p>
        {role === 'mentee' && when === 'upcoming' && (
          <Link className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })} to="/mentoring">
            Find a mentor
          </Link>
        )}
      </div>
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {results.map((s) => (
        <li key={s.id}>
          <SessionCard session={s} />
        </li>
      ))}
    </ul>
  );
}

/** /mentoring/sessions: My Sessions, for mentors (their bookings) and mentees (what they booked): upcoming and past. */
export default function SessionsPage() {
  const { user, isLoading } = useSession();
  const [tab, setTab] = useState('upcoming');
  if (isLoading) return <Skeleton className="mx-auto my-8 h-48 max-w-3xl" />;
  if (!user) {
    return (
      <section className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">My Sessions</h1>
        <p>Sign in to see your mentoring sessions.</p>
        <Link className={buttonVariants({ className: 'justify-self-start' })} to="/signin?next=%2Fmentoring%2Fsessions">
          Sign in
        </Link>
      </section>
    );
  }
  const role = user.role === 'mentor' ? 'mentor' : 'mentee';
  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">My Sessions</h1>
        {role === 'mentor' && (
          <Link className={buttonVariants({ variant: 'outline', size: 'sm' })} to="/mentoring/earnings">
            Earnings
          </Link>
        )}
      </div>
      <p className="text-sm text-muted-foreground">Times are shown in your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).</p>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Sessions">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming" className="pt-4">
          <SessionList role={role} when="upcoming" />
        </TabsContent>
        <TabsContent value="past" className="pt-4">
          <SessionList role={role} when="past" />
        </TabsContent>
      </Tabs>
    </section>
  );
}
