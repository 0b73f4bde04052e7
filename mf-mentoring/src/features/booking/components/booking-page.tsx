import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  ERROR_CODES,
  MENTOR_PRO_MESSAGES,
  MENTORING_BOOKING_RULES as RULES,
  MENTORING_SESSION_TYPES,
  MENTORING_SESSION_TYPE_LABELS,
  formatWithZone,
  type MentorDetail,
  type MentoringSessionType,
} from '@fiji/contracts';
import { apiJson, goToCheckout, mentorKeys, parseApiError, serverMessage, useSession } from '@fiji/platform';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Select, Skeleton, Textarea, buttonVariants } from '@fiji/ui';
import { money, priceCents, useBook } from '#shared/sessions-api';

/** The viewer's own IANA zone (the browser's). */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * /mentoring/:mentorId/book?start=<iso>&duration=<min>: the slot picked on the mentor's page, shown in
 * the viewer's zone with the zone named (and the mentor's, when it differs), the session type, a note and
 * the price; then the checkout. A player under 18 sends the request to the guardian instead, and waits.
 */
export default function BookingPage() {
  const { mentorId = '' } = useParams();
  const [params] = useSearchParams();
  const start = params.get('start') ?? '';
  const duration = Number(params.get('duration') ?? 60);
  const { user, isLoading: sessionLoading } = useSession();
  const mentor = useQuery({
    queryKey: mentorKeys.detail(mentorId),
    queryFn: () => apiJson<MentorDetail>('GET', `/api/mentors/${mentorId}`),
    enabled: !!mentorId,
  });
  const book = useBook();
  const [sessionType, setSessionType] = useState<MentoringSessionType>('individual');
  const [note, setNote] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<{ message: string; taken: boolean } | null>(null);

  const validStart = start && !Number.isNaN(new Date(start).getTime());
  const validDuration = (RULES.durationsMinutes as readonly number[]).includes(duration);

  if (sessionLoading || mentor.isLoading) {
    return (
      <section className="mx-auto grid max-w-2xl gap-4 px-4 py-8" aria-busy="true">
        <h1 className="text-2xl font-bold">Book a session</h1>
        <p className="text-sm text-muted-foreground">Loading the session details...</p>
        <Skeleton className="h-48 w-full" />
      </section>
    );
  }
  if (!user) {
    const next = `/mentoring/${mentorId}/book?${params.toString()}`;
    return (
      <section className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">Book a session</h1>
        <p>Sign in to book this session.</p>
        <Link className={buttonVariants({ className: 'justify-self-start' })} to={`/signin?next=${encodeURIComponent(next)}`}>
          Sign in
        </Link>
      </section>
    );
  }
  if (mentor.isError || !mentor.data || !validStart || !validDuration) {
    return (
      <section className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">Book a session</h1>
        <p role="alert">{mentor.isError ? serverMessage(mentor.error, 'This mentor could not be loaded.') : 'Pick a time on the mentor\u2019s page first.'}</p>
        <Link className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })} to={mentorId ? `/mentoring/${mentorId}` : '/mentoring'}>
          Back to the mentor
        </Link>
      </section>
    );
  }

  const m = mentor.data;
  const name = `${m.user.firstName} ${m.user.lastName}`;
  const zone = viewerZone();
  const mentorZone = m.timeZone ?? 'UTC';
  const price = priceCents(m.hourlyRate ?? 0, duration);
  const minor = user.isMinor;
  const blocked = minor && !m.isVerified;
  if (!m.takingBookings) {
    // A mentor without Mentor Pro takes no bookings; the server refuses them too (docs/mentoring.md "Mentor Pro").
    return (
      <section className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">Book a session with {name}</h1>
        <p role="status">{MENTOR_PRO_MESSAGES.notTakingBookings}.</p>
        <Link className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })} to={`/mentoring/${mentorId}`}>
          Back to the mentor
        </Link>
      </section>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const res = await book.mutateAsync({ mentorId, start, durationMinutes: duration, sessionType, note });
      if (res.checkoutUrl) goToCheckout(res.checkoutUrl);
      else setWaiting(true);
    } catch (err) {
      const parsed = parseApiError(err);
      setError({ message: serverMessage(err, 'The booking could not be made. Please try again.'), taken: parsed.code === ERROR_CODES.SLOT_TAKEN });
    }
  };

  if (waiting) {
    return (
      <section className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">Waiting for your guardian&rsquo;s approval</h1>
        <Card>
          <CardContent className="grid gap-2 pt-6">
            <p role="status">
              We emailed your guardian to approve your session with {name} on {formatWithZone(start, zone)}. Nothing is booked for sure or charged until they approve; they pay, not you.
            </p>
            <p className="text-sm text-muted-foreground">The time is held for you while they decide. You will see their answer in My Sessions.</p>
          </CardContent>
        </Card>
        <Link className={buttonVariants({ className: 'justify-self-start' })} to="/mentoring/sessions">
          Go to My Sessions
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Book a session with {name}</h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your session</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <p data-testid="booking-time">
            <strong>{formatWithZone(start, zone)}</strong>
          </p>
          {mentorZone !== zone && <p className="text-sm text-muted-foreground">{formatWithZone(start, mentorZone)} for {m.user.firstName}</p>}
          <p>{duration} minutes{m.title ? ` · ${m.title}` : ''}</p>
          <p data-testid="booking-price">
            Price: <strong>{money(price, m.currency)}</strong> {price > 0 && <span className="text-sm text-muted-foreground">({money(Math.round((m.hourlyRate ?? 0) * 100), m.currency)} per hour)</span>}
          </p>
        </CardContent>
      </Card>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <FormField label="Session type" required>
          <Select value={sessionType} onChange={(e) => setSessionType(e.target.value as MentoringSessionType)}>
            {MENTORING_SESSION_TYPES.map((t) => (
              <option key={t} value={t}>
                {MENTORING_SESSION_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="What would you like to work on?" hint={`Up to ${RULES.noteMax} characters`}>
          <Textarea value={note} maxLength={RULES.noteMax} rows={4} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        {minor && !blocked && (
          <p className="rounded-md border border-border bg-muted p-3 text-sm">
            Players under 18 need their guardian&rsquo;s approval: we email them the request and they pay if they approve.
          </p>
        )}
        {blocked && (
          <p role="alert" className="text-sm text-destructive">
            Players under 18 can book only mentors verified by the Fiji Rugby Talent team. Please choose a verified mentor.
          </p>
        )}
        {error && (
          <div role="alert" className="grid gap-2 text-sm text-destructive">
            <p>{error.message}</p>
            {error.taken && (
              <Link className="underline" to={`/mentoring/${mentorId}`}>
                Pick another time
              </Link>
            )}
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          {price > 0 && !minor ? `The time is held for ${RULES.holdMinutes} minutes while you pay. ` : ''}
          Cancel at least {m.freeCancelHours} hours before the start for a full refund.
        </p>
        <Button type="submit" className="justify-self-start" disabled={blocked} aria-disabled={book.isPending || undefined} onClick={(e) => book.isPending && e.preventDefault()}>
          {minor ? 'Ask my guardian to approve' : price > 0 ? 'Continue to payment' : 'Book session'}
        </Button>
      </form>
    </section>
  );
}
