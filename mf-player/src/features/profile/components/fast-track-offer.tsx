import type { OwnPlayerProfileResponse } from '@fiji/contracts';
import { AddonOffer } from '#shared/components/addon-offer';

/**
 * While the owner's verification is pending: move it to the front of the admin queue (it is still
 * checked). Once bought (`verificationFastTracked` on the owner's profile) it says so instead of
 * selling it again: the server refuses a second one (409 ALREADY_FAST_TRACKED).
 */
export function FastTrackOffer({ player }: { player: OwnPlayerProfileResponse }) {
  if (player.verification?.status !== 'pending') return null;
  if (player.verificationFastTracked)
    return (
      <p role="status" className="rounded-md border border-border p-4 text-sm" data-testid="verification-fast-tracked">
        Your verification is fast-tracked: it is first in the admin queue.
      </p>
    );
  return <AddonOffer addon="verification_fast_track" title="Verification pending" action="Fast-track my verification" />;
}
