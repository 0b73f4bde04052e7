import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { bookingPath, displayName, MENTOR_PRO_MESSAGES, type MentorDetail, type MentorSlot } from '@fiji/contracts';
import { parseApiError } from '@fiji/platform';
import { Badge, Button, buttonVariants, Card, CardContent, CardHeader, CardTitle, FormField, ReportButton, Select } from '@fiji/ui';
import { useMentor, useMentorSlots } from '../api/mentors';
import { dayIn, slotLabel, slotTime, viewerTimeZone, zoneCity } from './slot-times';
import { countLabel } from '#shared/lib/count-label';

const DAYS_SHOWN = 14;

/** /mentoring/:mentorId: the mentor's profile, reviews with the distribution, the next open slots and Book. */
export default function MentorPage() {
  const { mentorId = '' } = useParams();
  const mentor = useMentor(mentorId);
  if (mentor.isLoading) return <p className="mx-auto max-w-4xl px-4 py-8 text-muted-foreground">Loading mentor...</p>;
  if (mentor.isError || !mentor.data) {
    // A malformed id (400) is as missing as an unknown one (404).
    const missing = [400, 404].includes(parseApiError(mentor.error).status ?? 0);
    return (
      <section className="mx-auto grid max-w-4xl gap-3 px-4 py-8">
        <h1 className="text-2xl font-bold">{missing ? 'Mentor not found' : 'Failed to fetch mentor'}</h1>
        <Link to="/mentoring" className="underline">
          Back to Find Your Rugby Mentor
        </Link>
      </section>
    );
  }
  return <MentorProfile m={mentor.data} />;
}

function MentorProfile({ m }: { m: MentorDetail }) {
  const name = displayName(m.user, 'Mentor');
  const max = Math.max(1, ...m.reviews.distribution);
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <Link to="/mentoring" className="text-sm underline">
        ← All mentors
      </Link>
      <header className="grid gap-2">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
          {name} {m.isVerified && <Badge variant="success">Verified</Badge>}
        </h1>
        {m.title && <p className="text-muted-foreground">{m.title}</p>}
        <ReportButton targetType="mentor" targetId={m.id} targetName={name} className="justify-self-start px-0" />
        <p className="text-sm text-muted-foreground">
          ★ {m.rating.toFixed(1)} ({countLabel(m.reviewCount, 'review')}) · {countLabel(m.totalSessions, 'session')} · {countLabel(m.yearsExperience ?? 0, 'year')}
          {m.hourlyRate != null && ` · ${m.currency} ${m.hourlyRate}/hr`}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">About</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              {m.bio && <p className="whitespace-pre-line">{m.bio}</p>}
              <p className="flex flex-wrap gap-1">
                {m.specializations.map((s) => (
                  <Badge key={s} variant="outline">
                    {s}
                  </Badge>
                ))}
              </p>
              {m.expertiseAreas.length > 0 && <p>Expertise: {m.expertiseAreas.join(', ')}</p>}
              {m.languages.length > 0 && <p>Languages: {m.languages.join(', ')}</p>}
              {m.timeZone && <p>Based in the {zoneCity(m.timeZone)} time zone ({m.timeZone})</p>}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Reviews</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-1" aria-label="Rating distribution">
                {[5, 4, 3, 2, 1].map((star) => {
                  const count = m.reviews.distribution[star - 1] ?? 0;
                  return (
                    <div key={star} className="grid grid-cols-[3.5rem_1fr_2rem] items-center gap-2 text-sm">
                      <dt>{star} star</dt>
                      <dd className="h-2 rounded bg-muted" aria-hidden="true">
                        <div className="h-2 rounded bg-primary" style={{ width: `${(count / max) * 100}%` }} />
                      </dd>
                      <dd className="text-right tabular-nums" data-testid={`stars-${star}`}>
                        {count}
                      </dd>
                    </div>
                  );
                })}
              </dl>
              {m.reviews.recent.length === 0 ? (
                <p className="text-sm text-muted-foreground">No reviews yet.</p>
              ) : (
                <ul className="grid gap-3">
                  {m.reviews.recent.map((r) => (
                    <li key={r.id} className="grid gap-1 border-t pt-3 text-sm">
                      <p className="font-medium">
                        <span aria-label={`${r.rating} out of 5`}>{'★'.repeat(r.rating)}</span> {r.title}
                      </p>
                      {r.comment && <p>{r.comment}</p>}
                      <p className="text-xs text-muted-foreground">
                        {r.reviewerFirstName} · {new Date(r.createdAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
        {m.takingBookings ? <OpenSlots m={m} /> : <NotTakingBookings />}
      </div>
    </section>
  );
}

/** A listed mentor without Mentor Pro: no slots, no Book (the server refuses it too; docs/mentoring.md "Mentor Pro"). */
function NotTakingBookings() {
  return (
    <Card className="content-start" data-testid="not-taking-bookings">
      <CardHeader>
        <CardTitle as="h2">Book a session</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{MENTOR_PRO_MESSAGES.notTakingBookings}.</p>
      </CardContent>
    </Card>
  );
}

function OpenSlots({ m }: { m: MentorDetail }) {
  const navigate = useNavigate();
  const zone = viewerTimeZone();
  const [duration, setDuration] = useState<number>(m.sessionLengths[0] ?? 60);
  const [chosen, setChosen] = useState<MentorSlot | null>(null);
  const slots = useMentorSlots(m.id, zone, DAYS_SHOWN, duration);
  const mentorZone = slots.data?.mentorTimeZone ?? m.timeZone ?? zone;
  const days = useMemo(() => {
    const byDay = new Map<string, MentorSlot[]>();
    for (const s of slots.data?.slots ?? []) {
      const key = dayIn(s.start, zone);
      byDay.set(key, [...(byDay.get(key) ?? []), s]);
    }
    return [...byDay.entries()];
  }, [slots.data, zone]);

  return (
    <Card className="content-start">
      <CardHeader>
        <CardTitle as="h2">Book a session</CardTitle>
        <p className="text-xs text-muted-foreground">
          Times in {zoneCity(zone)} time ({zone}){mentorZone !== zone && `; the mentor is in ${zoneCity(mentorZone)}`}.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {m.sessionLengths.length > 1 && (
          <FormField label="Length">
            <Select
              value={duration}
              onChange={(e) => {
                setDuration(Number(e.target.value));
                setChosen(null);
              }}
            >
              {m.sessionLengths.map((n) => (
                <option key={n} value={n}>
                  {n} minutes
                </option>
              ))}
            </Select>
          </FormField>
        )}
        {slots.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading open times...</p>
        ) : slots.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to fetch open times
          </p>
        ) : days.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open times in the next {DAYS_SHOWN} days.</p>
        ) : (
          <div className="grid max-h-96 gap-3 overflow-y-auto" data-testid="open-slots">
            {days.map(([day, list]) => (
              <div key={day} role="group" aria-label={day} className="grid gap-1">
                <p className="text-sm font-medium">{day}</p>
                <div className="flex flex-wrap gap-1">
                  {list.map((s) => {
                    const selected = chosen?.start === s.start;
                    return (
                      <Button
                        key={s.start}
                        type="button"
                        size="sm"
                        variant={selected ? 'default' : 'outline'}
                        aria-pressed={selected}
                        aria-label={`${day}, ${slotLabel(s.start, zone, mentorZone)}`}
                        onClick={() => setChosen(s)}
                      >
                        {slotTime(s.start, zone)}
                      </Button>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        )}
        {chosen && (
          <p className="text-sm" role="status" data-testid="chosen-slot">
            {dayIn(chosen.start, zone)}, {slotLabel(chosen.start, zone, mentorZone)} · {duration} minutes
          </p>
        )}
        <Button type="button" disabled={!chosen} onClick={() => chosen && navigate(bookingPath(m.id, chosen.start, duration))}>
          Book
        </Button>
        <Link to="/mentoring" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          Browse other mentors
        </Link>
      </CardContent>
    </Card>
  );
}
