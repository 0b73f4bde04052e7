import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MENTORING_BOOKING_RULES as RULES, formatWithZone, type MentorSlotsResponse, type MentoringSessionView } from '@fiji/contracts';
import { apiJson, mentorKeys, serverMessage, toast } from '@fiji/platform';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input, Select, Textarea } from '@fiji/ui';
import { useSessionAction, type SessionAction } from '#shared/sessions-api';

export type DialogKind = 'cancel' | 'reschedule' | 'meeting-link' | 'notes' | 'reflection' | 'review' | 'no-show';

const TITLES: Record<DialogKind, string> = {
  cancel: 'Cancel session',
  reschedule: 'Reschedule session',
  'meeting-link': 'Meeting link',
  notes: 'Session notes',
  reflection: 'My reflection',
  review: 'Rate and review',
  'no-show': 'Report a no-show',
};

/** The mentor's open slots of this session's length for the next 30 days (the new time is one of them). */
function useOpenSlots(session: MentoringSessionView, enabled: boolean) {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const params = { from, to, duration: String(session.durationMinutes) };
  return useQuery({
    queryKey: mentorKeys.slots(session.mentorId, params),
    queryFn: () => apiJson<MentorSlotsResponse>('GET', `/api/mentors/${session.mentorId}/slots?${new URLSearchParams(params)}`),
    enabled,
  });
}

/** One dialog for the session actions that ask something first; focus returns to the button that opened it. */
export function SessionActionDialog({ session, kind, onClose }: { session: MentoringSessionView; kind: DialogKind | null; onClose: () => void }) {
  const action = useSessionAction(session.id);
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState('');
  const [url, setUrl] = useState(session.meetingUrl ?? '');
  const [text, setText] = useState(kind === 'notes' ? (session.sessionNotes ?? '') : kind === 'reflection' ? (session.menteeReflection ?? '') : '');
  const [rating, setRating] = useState('5');
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [recommend, setRecommend] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const slots = useOpenSlots(session, kind === 'reschedule');
  // The server says until when a mentee's cancel is refunded (a move from inside the window keeps the earlier start).
  const refundNote =
    session.role === 'mentor'
      ? 'The mentee is refunded in full.'
      : Date.now() < new Date(session.freeCancelUntil).getTime()
        ? `Cancelling now is refunded in full (until ${formatWithZone(session.freeCancelUntil, zone)}); later, it is not.`
        : `Cancelling now is not refunded: free cancellation ended ${formatWithZone(session.freeCancelUntil, zone)}.`;

  const run = async (a: SessionAction, done: string) => {
    setError(null);
    try {
      await action.mutateAsync(a);
      toast({ title: done });
      onClose();
    } catch (e) {
      setError(serverMessage(e, 'That did not work. Please try again.'));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'cancel') return void run({ kind: 'cancel', reason }, 'Session cancelled');
    if (kind === 'reschedule') return void (when ? run({ kind: 'reschedule', start: when }, 'Session moved') : setError('Pick the new time'));
    if (kind === 'meeting-link') return void run({ kind: 'meeting-link', meetingUrl: url.trim() }, 'Meeting link saved');
    if (kind === 'notes') return void run({ kind: 'notes', text }, 'Notes saved');
    if (kind === 'reflection') return void run({ kind: 'reflection', text }, 'Reflection saved');
    if (kind === 'no-show') return void run({ kind: 'no-show' }, 'No-show reported');
    if (kind === 'review') return void run({ kind: 'review', rating: Number(rating), title, comment, wouldRecommend: recommend }, 'Thank you for your review');
  };

  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {kind && (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{TITLES[kind]}</DialogTitle>
              <DialogDescription>
                {session.title} · {formatWithZone(session.start, zone)}
              </DialogDescription>
            </DialogHeader>
            {kind === 'cancel' && (
              <>
                <FormField label="Reason" required>
                  <Textarea value={reason} maxLength={RULES.reasonMax} rows={3} onChange={(e) => setReason(e.target.value)} />
                </FormField>
                {session.paid && <p className="text-sm text-muted-foreground">{refundNote}</p>}
              </>
            )}
            {kind === 'reschedule' && (
              <FormField label={`New time (${zone})`} required hint="The mentor's open times for the next 30 days. Nothing is charged again.">
                <Select value={when} onChange={(e) => setWhen(e.target.value)} aria-busy={slots.isLoading || undefined}>
                  <option value="">{slots.isLoading ? 'Loading open times...' : slots.isError ? 'Open times could not be loaded' : 'Choose a time'}</option>
                  {(slots.data?.slots ?? []).map((slot) => (
                    <option key={slot.start} value={slot.start}>
                      {formatWithZone(slot.start, zone)}
                    </option>
                  ))}
                </Select>
              </FormField>
            )}
            {kind === 'meeting-link' && (
              <>
                <FormField label="Meeting link (https)">
                  <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
                </FormField>
                <Button type="button" variant="outline" onClick={() => void run({ kind: 'meeting-link', generate: true }, 'Video-call link created')}>
                  Generate a video-call link
                </Button>
              </>
            )}
            {(kind === 'notes' || kind === 'reflection') && (
              <FormField label={kind === 'notes' ? 'Notes' : 'Reflection'}>
                <Textarea value={text} maxLength={RULES.notesMax} rows={6} onChange={(e) => setText(e.target.value)} />
              </FormField>
            )}
            {kind === 'no-show' && (
              <p className="text-sm">
                {session.role === 'mentee' ? 'Report that your mentor did not show up: you are refunded in full.' : 'Report that the mentee did not show up: the payment is not refunded.'}
              </p>
            )}
            {kind === 'review' && (
              <>
                <FormField label="Rating" required>
                  <Select value={rating} onChange={(e) => setRating(e.target.value)}>
                    {[5, 4, 3, 2, 1].map((n) => (
                      <option key={n} value={n}>
                        {n} {n === 1 ? 'star' : 'stars'}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label="Title" required>
                  <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
                </FormField>
                <FormField label="Comment" required>
                  <Textarea value={comment} maxLength={2000} rows={4} onChange={(e) => setComment(e.target.value)} />
                </FormField>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={recommend} onChange={(e) => setRecommend(e.target.checked)} />
                  I would recommend this mentor
                </label>
              </>
            )}
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" aria-disabled={action.isPending || undefined} onClick={(e) => action.isPending && e.preventDefault()}>
                {kind === 'cancel' ? 'Cancel session' : kind === 'no-show' ? 'Report' : kind === 'review' ? 'Submit review' : 'Save'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
