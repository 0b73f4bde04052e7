import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FEEDBACK_RULES, formatWithZone, type FeedbackRequestView } from '@fiji/contracts';
import { checkoutErrorMessage, serverMessage, startCheckout, useSession } from '@fiji/platform';
import { Button, buttonVariants, Card, CardContent, FormField, Select } from '@fiji/ui';
import { useAskFeedback, useFeedbackRequests, useMentorChoices, useMyHighlights } from '../api/feedback';
import { FeedbackStatusBadge } from './feedback-status';

/** /mentoring/feedback: a player asks a mentor about a highlight; a mentor sees what to answer. */
export default function FeedbackPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <p className="p-4 text-muted-foreground">Loading...</p>;
  const isMentor = user?.role === 'mentor';
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">Highlight Feedback</h1>
        <p className="text-muted-foreground">
          {isMentor
            ? `Players ask you about one of their clips. Answer within ${FEEDBACK_RULES.answerHours} hours, or they are refunded automatically.`
            : `Pick one of your highlights and a mentor. The mentor answers within ${FEEDBACK_RULES.answerHours} hours with comments on the clip's timeline, or you are refunded.`}
        </p>
      </header>
      {!isMentor && user?.role === 'player' && <AskForm />}
      <RequestList role={isMentor ? 'mentor' : 'player'} />
    </section>
  );
}

function AskForm() {
  const highlights = useMyHighlights(true);
  const mentors = useMentorChoices();
  const ask = useAskFeedback();
  const [highlightId, setHighlightId] = useState('');
  const [mentorId, setMentorId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setNotice(null);
    try {
      const created = await ask.mutateAsync({ highlightId, mentorId });
      if (created.status === 'awaiting_guardian') setNotice('Your guardian has been emailed to approve this request.');
    } catch (err) {
      setError(serverMessage(err, 'The request could not be sent. Please try again.'));
    }
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} aria-label="Ask for highlight feedback">
          <FormField label="Highlight" required>
            <Select value={highlightId} onChange={(e) => setHighlightId(e.target.value)} required disabled={highlights.isLoading}>
              <option value="">{highlights.isLoading ? 'Loading highlights...' : 'Choose a highlight'}</option>
              {(highlights.data ?? []).map((h) => (
                <option key={h.id} value={h.id}>
                  {h.title}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Mentor" required>
            <Select value={mentorId} onChange={(e) => setMentorId(e.target.value)} required disabled={mentors.isLoading}>
              <option value="">{mentors.isLoading ? 'Loading mentors...' : 'Choose a mentor'}</option>
              {(mentors.data ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {[m.user?.firstName, m.user?.lastName].filter(Boolean).join(' ') || 'Mentor'}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="grid gap-2 sm:col-span-2">
            <Button type="submit" disabled={ask.isPending || !highlightId || !mentorId}>
              {ask.isPending ? 'Sending...' : 'Request feedback'}
            </Button>
            {highlights.isError && <p role="alert" className="text-sm text-destructive">Your highlights could not be loaded.</p>}
            {error && <p role="alert" className="text-sm text-destructive">{error}</p>}
            {notice && <p role="status" className="text-sm">{notice}</p>}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function RequestList({ role }: { role: 'player' | 'mentor' }) {
  const list = useFeedbackRequests(role);
  if (list.isLoading) return <p className="text-muted-foreground">Loading feedback requests...</p>;
  if (list.isError) return <p role="alert" className="text-destructive">Feedback requests could not be loaded.</p>;
  const rows = list.data ?? [];
  if (rows.length === 0) return <p className="text-muted-foreground">{role === 'mentor' ? 'No feedback requests yet.' : 'You have not asked for feedback yet.'}</p>;
  return (
    <div className="grid gap-2">
      <h2 className="text-lg font-semibold">{role === 'mentor' ? 'Requests to answer' : 'Your requests'}</h2>
      <ul className="grid gap-2">
        {rows.map((r) => (
          <RequestRow key={r.id} r={r} role={role} />
        ))}
      </ul>
    </div>
  );
}

function RequestRow({ r, role }: { r: FeedbackRequestView; role: 'player' | 'mentor' }) {
  const [payError, setPayError] = useState<string | null>(null);
  const who = role === 'mentor' ? r.playerName : (r.mentorName ?? 'Mentor');
  return (
    <li>
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
          <div className="grid gap-1">
            <p className="font-medium">
              {role === 'mentor' ? 'From' : 'To'} {who}
            </p>
            <p className="text-xs text-muted-foreground">
              Asked {formatWithZone(r.createdAt)}
              {r.dueAt && r.status === 'pending' ? ` · answer due ${formatWithZone(r.dueAt)}` : ''}
            </p>
            <FeedbackStatusBadge status={r.status} />
          </div>
          <div className="flex flex-wrap gap-2">
            {r.checkout && (
              <Button
                variant="outline"
                onClick={() => startCheckout({ ...r.checkout!, returnTo: '/mentoring/feedback' }).catch((e: unknown) => setPayError(checkoutErrorMessage(e)))}
              >
                Pay
              </Button>
            )}
            {(r.status === 'completed' || (role === 'mentor' && r.status === 'pending')) && (
              <Link to={`/mentoring/feedback/${r.id}`} className={buttonVariants({ variant: role === 'mentor' && r.status === 'pending' ? 'default' : 'outline' })}>
                {role === 'mentor' && r.status === 'pending' ? 'Answer' : 'View feedback'}
              </Link>
            )}
          </div>
          {payError && <p role="alert" className="w-full text-sm text-destructive">{payError}</p>}
        </CardContent>
      </Card>
    </li>
  );
}
