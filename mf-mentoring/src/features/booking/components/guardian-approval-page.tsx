import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { goToCheckout, serverMessage } from '@fiji/platform';
import { Button, Card, CardContent, Skeleton } from '@fiji/ui';
import { useGuardianApproval, useGuardianDecision } from '#shared/sessions-api';

/**
 * /mentoring/guardian/:token: a guardian's Approve / Decline page (no account). Approving a paid session
 * goes on to the guardian's checkout; coming back from it (`?checkout=`) shows the thanks.
 */
export default function GuardianApprovalPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const approval = useGuardianApproval(token);
  const decide = useGuardianDecision(token);
  // Read once: the shell drops ?checkout= from the address after reading it.
  const [paidBack] = useState(() => params.has('checkout') && !params.has('cancelled'));

  const act = async (decision: 'approve' | 'decline') => {
    const view = await decide.mutateAsync(decision).catch(() => null);
    if (view?.checkoutUrl) goToCheckout(view.checkoutUrl);
  };

  if (approval.isLoading) {
    return (
      <section className="mx-auto grid max-w-2xl gap-4 px-4 py-8" aria-busy="true">
        <h1 className="text-2xl font-bold">Guardian approval</h1>
        <Skeleton className="h-32 w-full" />
      </section>
    );
  }
  if (approval.isError || !approval.data) {
    return (
      <section className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold">Guardian approval</h1>
        <p role="alert">This link is not valid or has expired. Ask the player to send a new request.</p>
      </section>
    );
  }
  const a = approval.data;
  return (
    <section className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Guardian approval</h1>
      <Card>
        <CardContent className="grid gap-3 pt-6">
          <p>
            {a.playerFirstName} asks for your approval: <strong>{a.summary}</strong>.
          </p>
          <p className="text-sm text-muted-foreground">
            Players under 18 need their guardian&rsquo;s approval, and the guardian pays. You receive the meeting link and every change by email, and you may join the session.
          </p>
          {a.status === 'pending' && (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void act('approve')} aria-disabled={decide.isPending || undefined}>
                Approve
              </Button>
              <Button variant="outline" onClick={() => void act('decline')} aria-disabled={decide.isPending || undefined}>
                Decline
              </Button>
            </div>
          )}
          {a.status === 'approved' && (
            <p role="status">
              {paidBack ? 'Thank you: the session is paid. The mentor confirms it and you will get the meeting link by email.' : 'You approved this request.'}
            </p>
          )}
          {a.status === 'approved' && !paidBack && a.checkoutUrl && (
            <Button className="justify-self-start" onClick={() => goToCheckout(a.checkoutUrl!)}>
              Pay now
            </Button>
          )}
          {a.status === 'declined' && <p role="status">You declined this request. Nothing was booked or charged.</p>}
          {a.status === 'expired' && <p role="status">This request expired. Nothing was booked or charged.</p>}
          {decide.isError && <p role="alert" className="text-sm text-destructive">{serverMessage(decide.error, 'That did not work. Please try again.')}</p>}
        </CardContent>
      </Card>
    </section>
  );
}
