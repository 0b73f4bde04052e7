import { useLocation } from 'react-router';
import { MENTOR_PRO_MESSAGES, type MentorProEntitlements } from '@fiji/contracts';
import { returnPathOf, useCheckoutStarter } from '@fiji/platform';
import { Button, Card, CardContent, upgradePlanFor } from '@fiji/ui';
import { useMyMentorProfile } from '#shared/api/my-mentor-profile';

const MENTOR_PRO = upgradePlanFor('mentor');

/**
 * Whether the signed-in mentor's plan unlocks `key` (from GET /api/mentors/me). Undefined while the answer
 * is loading (or for anyone who is not a mentor), so a screen never flashes the prompt.
 */
export function useMentorProEntitlement(key: keyof MentorProEntitlements): boolean | undefined {
  const profile = useMyMentorProfile();
  return profile.data?.mentorPro[key];
}

/** Starts billing's checkout for Mentor Pro and lands back on this page (docs/billing.md). */
export function MentorProUpgradeButton({ label = 'Upgrade to Mentor Pro' }: { label?: string }) {
  const location = useLocation();
  const checkout = useCheckoutStarter();
  return (
    <Button
      type="button"
      onClick={() => void checkout.start({ plan: 'mentor_pro', interval: 'month', returnTo: returnPathOf(location) })}
      disabled={checkout.pending}
      aria-busy={checkout.pending || undefined}
    >
      {label}
    </Button>
  );
}

/**
 * The upgrade prompt a mentor sees in place of an action Mentor Pro unlocks (the server refuses it with
 * 403 UPGRADE_REQUIRED and the same message; docs/mentoring.md "Mentor Pro").
 */
export function MentorProPrompt({ feature }: { feature: 'sessionBooking' | 'resourceSharing' | 'progressTracking' }) {
  return (
    <Card data-testid={`mentor-pro-prompt-${feature}`}>
      <CardContent className="grid gap-3 pt-6">
        <p className="font-semibold">{MENTOR_PRO_MESSAGES[feature]}</p>
        <p className="text-sm text-muted-foreground">
          {MENTOR_PRO.name} is {MENTOR_PRO.price}.
        </p>
        <div>
          <MentorProUpgradeButton />
        </div>
      </CardContent>
    </Card>
  );
}
