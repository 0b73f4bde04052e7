import { useState } from 'react';
import { formatWithZone, type MentoringSessionView } from '@fiji/contracts';
import { goToCheckout, serverMessage, toast } from '@fiji/platform';
import { Badge, Button, Card, buttonVariants, type BadgeVariant } from '@fiji/ui';
import { money, useSessionAction } from '#shared/sessions-api';
import { SessionActionDialog, type DialogKind } from './session-action-dialog';

const STATUS: Record<MentoringSessionView['status'], { label: string; variant: BadgeVariant }> = {
  scheduled: { label: 'Scheduled', variant: 'secondary' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  in_progress: { label: 'In progress', variant: 'success' },
  completed: { label: 'Completed', variant: 'default' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
  no_show: { label: 'No-show', variant: 'warning' },
};

/** One session on My Sessions, with the actions the server says the viewer may take now. */
export function SessionCard({ session }: { session: MentoringSessionView }) {
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const action = useSessionAction(session.id);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const other = session.role === 'mentor' ? session.menteeName : session.mentorName;
  const can = (a: MentoringSessionView['actions'][number]) => session.actions.includes(a);
  const status = STATUS[session.status];

  const direct = async (kind: 'confirm' | 'complete', done: string) => {
    try {
      await action.mutateAsync({ kind });
      toast({ title: done });
    } catch (e) {
      toast({ title: serverMessage(e, 'That did not work. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card data-testid="session-card" data-session-id={session.id} className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words text-base font-semibold">{session.title}</h2>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="text-sm">
        <time dateTime={session.start}>{formatWithZone(session.start, zone)}</time> · {session.durationMinutes} min
      </p>
      {session.mentorTimeZone !== zone && <p className="text-xs text-muted-foreground">{formatWithZone(session.start, session.mentorTimeZone)} for the mentor</p>}
      <p className="text-sm">
        {session.role === 'mentor' ? 'Mentee' : 'Mentor'}: {other}
      </p>
      <p className="text-sm">
        {money(session.priceCents, session.currency)}
        {session.priceCents > 0 && (session.paid ? ' · paid' : ' · not paid yet')}
      </p>
      {session.guardianApproval === 'pending' && <p className="text-sm font-medium">Waiting for the guardian&rsquo;s approval</p>}
      {session.guardianApproval === 'approved' && !session.paid && <p className="text-sm">Approved by the guardian; waiting for their payment</p>}
      {session.note && <p className="text-sm text-muted-foreground">Focus: {session.note}</p>}
      {session.cancelReason && <p className="text-sm">Cancelled by the {session.cancelledBy}: {session.cancelReason}</p>}
      {session.meetingUrl && session.status !== 'cancelled' && (
        <p className="break-all text-sm">
          Meeting link:{' '}
          <a className="underline" href={session.meetingUrl} target="_blank" rel="noreferrer">
            {session.meetingUrl}
          </a>
        </p>
      )}
      {session.holdExpiresAt && can('pay') && (
        <p className="text-xs text-muted-foreground">Held for you until {formatWithZone(session.holdExpiresAt, zone)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {can('pay') && session.checkoutUrl && (
          <Button size="sm" onClick={() => goToCheckout(session.checkoutUrl!)}>
            Pay now
          </Button>
        )}
        {can('confirm') && (
          <Button size="sm" onClick={() => void direct('confirm', 'Session confirmed')}>
            Confirm
          </Button>
        )}
        {can('complete') && (
          <Button size="sm" onClick={() => void direct('complete', 'Session completed')}>
            Complete
          </Button>
        )}
        {can('review') && (
          <Button size="sm" onClick={() => setDialog('review')}>
            Rate and review
          </Button>
        )}
        {can('meeting_link') && (
          <Button size="sm" variant="outline" onClick={() => setDialog('meeting-link')}>
            Meeting link
          </Button>
        )}
        {can('reschedule') && (
          <Button size="sm" variant="outline" onClick={() => setDialog('reschedule')}>
            Reschedule
          </Button>
        )}
        {can('notes') && (
          <Button size="sm" variant="outline" onClick={() => setDialog('notes')}>
            Notes
          </Button>
        )}
        {can('reflection') && (
          <Button size="sm" variant="outline" onClick={() => setDialog('reflection')}>
            Reflection
          </Button>
        )}
        {can('no_show') && (
          <Button size="sm" variant="outline" onClick={() => setDialog('no-show')}>
            No-show
          </Button>
        )}
        {can('cancel') && (
          <Button size="sm" variant="outline" onClick={() => setDialog('cancel')}>
            Cancel
          </Button>
        )}
        {session.status !== 'cancelled' && (
          <a className={buttonVariants({ size: 'sm', variant: 'ghost' })} href={`/api/mentoring/sessions/${session.id}/ics`} download="mentoring-session.ics">
            Add to calendar (.ics)
          </a>
        )}
      </div>
      <SessionActionDialog key={dialog ?? 'closed'} session={session} kind={dialog} onClose={() => setDialog(null)} />
    </Card>
  );
}
