import { useState } from 'react';
import { CONTACT_REQUEST_MESSAGES, displayName, type PlayerProfileResponse, type SessionUser } from '@fiji/contracts';
import { isUpgradeRequired, serverMessage, toast, useSendContactRequest, useSubscriptionStatus } from '@fiji/platform';
import { Button, ContactRequestDialog, UpgradeDialog, type ContactRequestInput } from '@fiji/ui';
import { toastFailure } from '#shared/api/failure-toast';
import { useIsFollowing, useSetFollowing } from '../api/follows';
import { downloadText, profileReport, reportFileName } from '../lib/export-report';
import { AddToWatchlistDialog } from './add-to-watchlist-dialog';

function FollowButton({ player, name }: { player: PlayerProfileResponse; name: string }) {
  const state = useIsFollowing(player.id, true);
  const setFollowing = useSetFollowing(player.id);
  const following = state.data?.isFollowing ?? false;
  const toggle = () =>
    setFollowing.mutate(!following, {
      onSuccess: (answer) =>
        toast(answer.isFollowing ? { title: 'Following player', description: `You are now following ${name}` } : { title: 'Unfollowed player' }),
      onError: (error) => toastFailure(error, 'Error', serverMessage(error, following ? 'Failed to unfollow player' : 'Failed to follow player')),
    });
  return (
    <Button
      variant={following ? 'outline' : 'default'}
      onClick={toggle}
      disabled={state.isLoading || setFollowing.isPending}
      aria-pressed={following}
      data-testid="follow-button"
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}

/**
 * Social Actions: for signed-in recruiter, club, mentor, union, agent and admin
 * viewers who are not the owner. Contact needs a paid plan (else the upgrade prompt); Add to
 * Watchlist is for recruiters; Export Profile downloads the text report.
 */
export function SocialActions({ player, viewer }: { player: PlayerProfileResponse; viewer: SessionUser }) {
  const name = displayName(player.user, 'Player');
  const subscription = useSubscriptionStatus();
  const sendRequest = useSendContactRequest();
  const [dialog, setDialog] = useState<'contact' | 'upgrade' | 'watchlist' | null>(null);
  const openChange = (which: typeof dialog) => (open: boolean) => setDialog(open ? which : null);

  // Without a known plan (the status call failed) the form opens and the server decides (403 upgradeRequired).
  // Read while rendering, not in the handler: the query re-renders only for what the render read, so a
  // plan bought meanwhile (docs/billing.md, the return from a checkout) would otherwise go unseen.
  const canContact = !subscription.data || subscription.data.canContact;
  const contact = () => setDialog(canContact ? 'contact' : 'upgrade');

  const send = async (input: ContactRequestInput) => {
    try {
      await sendRequest.mutateAsync(input);
    } catch (error) {
      if (isUpgradeRequired(error)) setDialog('upgrade');
      else toastFailure(error, 'Error', serverMessage(error, CONTACT_REQUEST_MESSAGES.sendFailedOnProfile));
      throw error;
    }
    toast({ title: CONTACT_REQUEST_MESSAGES.sentTitle, description: CONTACT_REQUEST_MESSAGES.sentDescription(name) });
  };

  const exportProfile = () => {
    const url = `${window.location.origin}/player/${player.id}`;
    downloadText(reportFileName(player), profileReport(player, { url, exportedAt: new Date() }));
    toast({ title: 'Profile exported', description: `${name}'s profile was saved as a text file.` });
  };

  return (
    <section aria-labelledby="social-actions-title" className="grid gap-2" data-testid="social-actions">
      <h2 id="social-actions-title" className="sr-only">
        Social Actions
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <FollowButton player={player} name={name} />
        <Button variant="outline" onClick={contact} disabled={subscription.isLoading} data-testid="contact-button">
          Contact
        </Button>
        {viewer.role === 'recruiter' && (
          <Button variant="outline" onClick={() => setDialog('watchlist')} data-testid="watchlist-button">
            Add to Watchlist
          </Button>
        )}
        <Button variant="outline" onClick={exportProfile} data-testid="export-button">
          Export Profile
        </Button>
      </div>
      <ContactRequestDialog
        open={dialog === 'contact'}
        onOpenChange={openChange('contact')}
        playerName={name}
        toUser={player.userId}
        playerId={player.id}
        onSubmit={send}
      />
      <UpgradeDialog
        open={dialog === 'upgrade'}
        onOpenChange={openChange('upgrade')}
        role={viewer.role}
        reason={CONTACT_REQUEST_MESSAGES.upgradeToContact}
      />
      {viewer.role === 'recruiter' && (
        <AddToWatchlistDialog open={dialog === 'watchlist'} onOpenChange={openChange('watchlist')} playerId={player.id} playerName={name} />
      )}
    </section>
  );
}
