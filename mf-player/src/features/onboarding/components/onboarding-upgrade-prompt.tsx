import { useState } from 'react';
import { useSession, useSubscriptionStatus } from '@fiji/platform';
import { Button, UpgradeDialog } from '@fiji/ui';

/**
 * Free players see one line about Player Pro with a button that opens the upgrade dialog
 * ("Upgrade", "View all plans", "Maybe Later"). Paid players see nothing.
 */
export function OnboardingUpgradePrompt() {
  const { user } = useSession();
  const status = useSubscriptionStatus();
  const [open, setOpen] = useState(false);
  if (!status.data || status.data.isPaid) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        <span className="font-semibold">Player Pro</span> puts your profile first in club searches, unlocks verification and lets you
        contact clubs and mentors.
      </p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        See Player Pro
      </Button>
      <UpgradeDialog open={open} onOpenChange={setOpen} role={user?.role} reason="Stand out to clubs, unions and recruiters." />
    </div>
  );
}
