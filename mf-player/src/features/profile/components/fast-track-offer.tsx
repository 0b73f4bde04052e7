import { isOwnProfileResponse, type AnyPlayerProfileResponse } from '@fiji/contracts';
import { useAddonPurchases } from '#shared/api/addon-purchases';
import { AddonOffer } from '#shared/components/addon-offer';

/**
 * While the owner's verification is pending: move it to the front of the admin queue (it is still
 * checked). Once bought it says so instead of selling it again: a second one would change nothing.
 */
export function FastTrackOffer({ player }: { player: AnyPlayerProfileResponse }) {
  const { settled, fastTracked } = useAddonPurchases();
  const pending = isOwnProfileResponse(player) && player.verification?.status === 'pending';
  if (!pending || !settled) return null;
  if (fastTracked)
    return (
      <p role="status" className="rounded-md border border-border p-4 text-sm" data-testid="verification-fast-tracked">
        Your verification is fast-tracked: it is first in the admin queue.
      </p>
    );
  return <AddonOffer addon="verification_fast_track" title="Verification pending" action="Fast-track my verification" />;
}
