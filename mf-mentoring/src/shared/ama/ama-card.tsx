import { useState } from 'react';
import { Link } from 'react-router';
import { formatWithZone, type AmaEventView } from '@fiji/contracts';
import { goToCheckout, serverMessage, useSession } from '@fiji/platform';
import { Badge, Button, buttonVariants, Card, CardContent } from '@fiji/ui';
import { useCancelAma, useRegisterAma } from './ama-api';

const STATE_TEXT = {
  awaiting_guardian: 'Waiting for your guardian to approve',
  awaiting_payment: 'Registered: payment due',
  confirmed: 'You are registered',
  declined: 'Declined',
  cancelled: 'Cancelled',
} as const;

/** One upcoming AMA: when (zone named), host, price, places left, and Register / the join link. */
export function AmaCard({ event }: { event: AmaEventView }) {
  const { isAuthenticated } = useSession();
  const register = useRegisterAma();
  const cancel = useCancelAma();
  const [error, setError] = useState<string | null>(null);
  const full = event.placesLeft === 0;
  const act = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(serverMessage(e, 'That did not work. Please try again.'));
    }
  };
  return (
    <Card>
      <CardContent className="grid gap-2 pt-6">
        <h3 className="font-semibold">{event.title}</h3>
        <p className="text-sm text-muted-foreground">
          with {event.mentorName} · {formatWithZone(event.scheduledAt)} · {event.duration} min
        </p>
        {event.description && <p className="text-sm">{event.description}</p>}
        <p className="flex flex-wrap gap-2 text-sm">
          <Badge variant="outline">{event.price > 0 ? `${event.currency} ${event.price.toFixed(2)}` : 'Free'}</Badge>
          <Badge variant="outline">{full ? 'Full' : `${event.placesLeft} of ${event.capacity} places left`}</Badge>
          {!event.isPublic && <Badge variant="outline">Private</Badge>}
        </p>
        {event.myRegistration && (
          <p role="status" className="text-sm font-medium">
            {event.guardianPays ? 'Approved: waiting for your guardian to pay' : STATE_TEXT[event.myRegistration]}
          </p>
        )}
        {event.joinUrl && (
          <a href={event.joinUrl} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline' })}>
            Join link
          </a>
        )}
        {event.isHost ? (
          <Badge variant="success">You host this AMA</Badge>
        ) : !isAuthenticated ? (
          <Link to="/login?next=/mentoring/ama" className={buttonVariants()}>
            Sign in to register
          </Link>
        ) : event.myRegistration ? (
          <>
            {event.checkoutUrl && (
              // The place is held while the checkout is open: back from it unpaid, the payer can go on.
              <Button onClick={() => goToCheckout(event.checkoutUrl!)} aria-label={`Pay now for ${event.title}`}>
                Pay now
              </Button>
            )}
            <Button variant="outline" disabled={cancel.isPending} onClick={() => act(() => cancel.mutateAsync(event.id))}>
              Cancel registration
            </Button>
            {event.price > 0 && event.myRegistration === 'confirmed' && (
              <p className="text-sm text-muted-foreground">
                Cancel at least {event.freeCancelHours} hours before the start for a full refund; later, the payment is kept.
              </p>
            )}
          </>
        ) : (
          <Button disabled={full || register.isPending} onClick={() =>
              act(async () => {
                const reg = await register.mutateAsync(event.id);
                // A priced AMA: pay in billing's checkout now; the place is held meanwhile.
                if (reg.checkoutUrl) goToCheckout(reg.checkoutUrl);
              })
            } aria-label={`Register for ${event.title}`}>
            {full ? 'Full' : register.isPending ? 'Registering...' : 'Register'}
          </Button>
        )}
        {error && <p role="alert" className="text-sm text-destructive">{error}</p>}
      </CardContent>
    </Card>
  );
}
