import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { FEEDBACK_RULES, formatClipSecond, formatWithZone, type TimecodedComment } from '@fiji/contracts';
import { serverMessage, useSession } from '@fiji/platform';
import { Button, Card, CardContent, FormField, Input, Select, Textarea } from '@fiji/ui';
import { useAnswerFeedback, useFeedbackRequest } from '../api/feedback';
import { ClipTimeline } from './clip-timeline';
import { FeedbackStatusBadge } from './feedback-status';
import { NotFound } from '#shared/components/not-found';

/** /mentoring/feedback/:id: the player reads the answer on the clip's timeline; the mentor writes it. */
export default function FeedbackDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const request = useFeedbackRequest(id);
  if (request.isLoading) return <p className="p-4 text-muted-foreground">Loading feedback...</p>;
  if (request.isError || !request.data) return <NotFound title="Feedback request not found" text="This feedback request was not found." />;
  const r = request.data;
  const answering = user?.role === 'mentor' && r.status === 'pending';
  return (
    <section className="mx-auto grid max-w-4xl gap-4 px-4 py-8">
      <Link to="/mentoring/feedback" className="text-sm underline">
        Back to Highlight Feedback
      </Link>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">Feedback on {user?.role === 'mentor' ? `${r.playerName}'s highlight` : 'your highlight'}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <FeedbackStatusBadge status={r.status} />
          {r.mentorName && <span>Mentor: {r.mentorName}</span>}
          {r.dueAt && r.status === 'pending' && <span>Answer due {formatWithZone(r.dueAt)}</span>}
          {r.completedAt && <span>Answered {formatWithZone(r.completedAt)}</span>}
        </p>
      </header>
      {answering ? (
        <AnswerForm id={r.id} mediaUrl={r.mediaUrl} posterUrl={r.posterUrl} />
      ) : (
        <>
          <ClipTimeline mediaUrl={r.mediaUrl} posterUrl={r.posterUrl} comments={r.comments} />
          {r.status === 'completed' && (
            <Card>
              <CardContent className="grid gap-2 pt-6">
                <p className="font-semibold" aria-label={`Rating ${r.rating} out of 5`}>
                  Rating: {'★'.repeat(r.rating ?? 0)}
                  {'☆'.repeat(5 - (r.rating ?? 0))} ({r.rating}/5)
                </p>
                <p className="whitespace-pre-line">{r.feedbackText}</p>
              </CardContent>
            </Card>
          )}
        </>
      )}
    </section>
  );
}

function AnswerForm({ id, mediaUrl, posterUrl }: { id: string; mediaUrl: string; posterUrl: string }) {
  const answer = useAnswerFeedback(id);
  const [now, setNow] = useState(0);
  const [feedbackText, setFeedbackText] = useState('');
  const [rating, setRating] = useState('');
  const [second, setSecond] = useState('0');
  const [comment, setComment] = useState('');
  const [comments, setComments] = useState<TimecodedComment[]>([]);
  const [error, setError] = useState<string | null>(null);

  const addComment = () => {
    const s = Number(second);
    if (!comment.trim() || !Number.isInteger(s) || s < 0) return;
    setComments((cs) => [...cs, { second: s, comment: comment.trim() }].sort((a, b) => a.second - b.second));
    setComment('');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await answer.mutateAsync({ feedbackText, rating: Number(rating), comments });
    } catch (err) {
      setError(serverMessage(err, 'The feedback could not be sent. Please try again.'));
    }
  };

  return (
    <form className="grid gap-4" onSubmit={submit} aria-label="Answer the feedback request">
      <ClipTimeline mediaUrl={mediaUrl} posterUrl={posterUrl} comments={comments} onTime={setNow} />
      <fieldset className="grid gap-2 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Time-coded comments</legend>
        <div className="grid gap-2 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
          <FormField label="Second" hint={`Playing at ${formatClipSecond(now)}`}>
            <Input type="number" min={0} step={1} inputMode="numeric" value={second} onChange={(e) => setSecond(e.target.value)} />
          </FormField>
          <FormField label="Comment">
            <Input value={comment} maxLength={FEEDBACK_RULES.maxCommentLength} onChange={(e) => setComment(e.target.value)} />
          </FormField>
          <Button type="button" variant="outline" onClick={addComment} disabled={!comment.trim()}>
            Add comment
          </Button>
        </div>
        <Button type="button" variant="ghost" className="justify-self-start" onClick={() => setSecond(String(now))}>
          Use the clip's current time
        </Button>
      </fieldset>
      <FormField label="Written feedback" required>
        <Textarea value={feedbackText} maxLength={FEEDBACK_RULES.maxTextLength} rows={5} onChange={(e) => setFeedbackText(e.target.value)} required />
      </FormField>
      <FormField label="Rating" required>
        <Select value={rating} onChange={(e) => setRating(e.target.value)} required>
          <option value="">Choose 1 to 5</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" disabled={answer.isPending || !feedbackText.trim() || !rating}>
        {answer.isPending ? 'Sending...' : 'Send feedback'}
      </Button>
      {error && <p role="alert" className="text-sm text-destructive">{error}</p>}
    </form>
  );
}
