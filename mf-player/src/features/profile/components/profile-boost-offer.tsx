import { BOOSTED_LABEL, PROFILE_BOOST_DAYS, type OwnPlayerProfileResponse } from '@fiji/contracts';
import { formatMoment } from '#shared/lib/format-moment';
import { AddonOffer } from '#shared/components/addon-offer';

/**
 * The owner's Profile Boost: "Boosted until …" (their time zone named) while one runs, as the owner's
 * profile answers it (`boostedUntil`), and the offer.
 */
export function ProfileBoostOffer({ player }: { player: OwnPlayerProfileResponse }) {
  const until = player.boostedUntil ? new Date(player.boostedUntil) : null;
  return (
    <AddonOffer addon="profile_boost" title="Profile Boost" action="Boost my profile" term={`${PROFILE_BOOST_DAYS} days`}>
      {until && (
        <p role="status" className="text-sm font-medium" data-testid="boosted-until">
          {`${BOOSTED_LABEL} until ${formatMoment(until)}. Another boost adds ${PROFILE_BOOST_DAYS} days after this one ends.`}
        </p>
      )}
    </AddonOffer>
  );
}
