import { BOOSTED_LABEL, PROFILE_BOOST_DAYS } from '@fiji/contracts';
import { useAddonPurchases } from '#shared/api/addon-purchases';
import { formatMoment } from '#shared/lib/addon-purchases';
import { AddonOffer } from '#shared/components/addon-offer';

/** The owner's Profile Boost: "Boosted until …" (their time zone named) while one runs, and the offer. */
export function ProfileBoostOffer() {
  const { boostedUntil } = useAddonPurchases();
  return (
    <AddonOffer addon="profile_boost" title="Profile Boost" action="Boost my profile" term={`${PROFILE_BOOST_DAYS} days`}>
      {boostedUntil && (
        <p role="status" className="text-sm font-medium" data-testid="boosted-until">
          {`${BOOSTED_LABEL} until ${formatMoment(boostedUntil)}. Another boost adds ${PROFILE_BOOST_DAYS} days after this one ends.`}
        </p>
      )}
    </AddonOffer>
  );
}
