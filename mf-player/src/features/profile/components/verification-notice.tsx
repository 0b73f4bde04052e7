import { isOwnProfileResponse, REJECTION_REASON_LABELS, type AnyPlayerProfileResponse, type RejectionReason } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Button } from '@fiji/ui';
import { useResubmitVerification } from '../api/verification';

/** The owner's notice when an admin did not verify the profile: why, and a way back into the queue. */
export function VerificationNotice({ player }: { player: AnyPlayerProfileResponse }) {
  const resubmit = useResubmitVerification();
  const verification = isOwnProfileResponse(player) ? player.verification : undefined;
  if (verification?.status !== 'rejected') return null;
  const label = REJECTION_REASON_LABELS[verification.reason as RejectionReason] ?? 'Other';
  const onResubmit = async () => {
    try {
      await resubmit.mutateAsync();
      toast({ title: 'Sent for verification', description: 'An admin will look at your profile again.' });
    } catch (e) {
      toast({ title: 'Could not resubmit', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <section role="status" className="grid gap-2 rounded-md border border-warning bg-warning-soft p-4 text-sm" data-testid="verification-notice">
      <h2 className="font-semibold">Verification not approved</h2>
      <p>
        {verification.reason === 'other' ? verification.text : label}
        {verification.reason !== 'other' && verification.text ? `. ${verification.text}` : ''}
      </p>
      <p>Update your profile, then send it back to the admins.</p>
      <Button className="justify-self-start" onClick={onResubmit} disabled={resubmit.isPending}>
        {resubmit.isPending ? 'Sending…' : 'Resubmit for verification'}
      </Button>
    </section>
  );
}
