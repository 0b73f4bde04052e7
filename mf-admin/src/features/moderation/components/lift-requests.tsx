import { useState, type FormEvent } from 'react';
import { MODERATION_MESSAGES, MODERATION_REASON_MAX, type SuspensionLiftRequest } from '@fiji/contracts';
import { serverMessage, toast, useSession } from '@fiji/platform';
import { Button, FormField, Input, Textarea } from '@fiji/ui';
import { ReasonDialog } from '#shared/components/reason-dialog';
import { fijiTime } from '#shared/lib/admin-time';
import { useApproveLift, useLiftRequests, useRequestLift } from '../api/moderation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lifting a child-safety suspension: one admin asks, another approves (never the same one). */
export function LiftRequests() {
  const { user } = useSession();
  const lifts = useLiftRequests();
  const request = useRequestLift();
  const approve = useApproveLift();
  const [userId, setUserId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [approving, setApproving] = useState<SuspensionLiftRequest | null>(null);

  const ask = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!UUID.test(userId.trim())) found.userId = 'Enter the suspended user’s id';
    if (!reason.trim()) found.reason = 'A reason is required';
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await request.mutateAsync({ userId: userId.trim(), reason: reason.trim() });
      toast({ title: 'Lift requested', description: 'Another admin must approve it.' });
      setUserId('');
      setReason('');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to request the lift.') });
    }
  };

  return (
    <section className="grid gap-4" aria-labelledby="lifts-heading">
      <h2 id="lifts-heading" className="text-xl font-semibold">
        Child-safety suspensions
      </h2>
      <p className="text-sm text-muted-foreground">{MODERATION_MESSAGES.ownApproval}</p>
      {lifts.isError ? (
        <p role="alert" className="text-destructive">Failed to load lift requests.</p>
      ) : !lifts.data?.length ? (
        <p className="text-sm text-muted-foreground">No requests waiting.</p>
      ) : (
        <ul className="grid gap-2">
          {lifts.data.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm" data-testid="lift-request">
              <span>
                {l.userName || l.userId}: asked by {l.requestedByName} on {fijiTime(l.createdAt)}. {l.reason}
              </span>
              {l.requestedBy === user?.id ? (
                <span className="text-muted-foreground">Waiting for another admin</span>
              ) : (
                <Button size="sm" disabled={approve.isPending} onClick={() => setApproving(l)} aria-label={`Approve lift for ${l.userName || l.userId}`}>
                  Approve lift
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {/* The approving admin's own reason: it goes to the audit log and the mail the user gets. */}
      <ReasonDialog
        open={!!approving}
        title={`Lift the suspension of ${approving?.userName || approving?.userId || ''}?`}
        description={`Asked by ${approving?.requestedByName ?? 'another admin'}: ${approving?.reason ?? ''}. Approving ends the suspension now; the user is emailed your reason.`}
        confirmLabel="Approve lift"
        maxLength={MODERATION_REASON_MAX}
        testId="approve-lift-dialog"
        pending={approve.isPending}
        onClose={() => setApproving(null)}
        onConfirm={async (reason) => {
          try {
            await approve.mutateAsync({ id: approving!.id, reason });
            toast({ title: 'Suspension lifted' });
            setApproving(null);
          } catch (error) {
            toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to approve.') });
            throw error;
          }
        }}
      />
      <form noValidate onSubmit={(e) => void ask(e)} className="grid gap-3 sm:grid-cols-2" aria-label="Request to lift a child-safety suspension">
        <FormField label="Suspended user id" required error={errors.userId}>
          <Input value={userId} onChange={(e) => setUserId(e.target.value)} maxLength={36} />
        </FormField>
        <FormField label="Why it should be lifted" required error={errors.reason}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} maxLength={1000} />
        </FormField>
        <Button type="submit" variant="outline" className="justify-self-start" disabled={request.isPending}>
          Request lift
        </Button>
      </form>
    </section>
  );
}
