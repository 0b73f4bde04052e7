import { PLAYER_PREVIEW_MESSAGES } from '@fiji/contracts';
import { Button } from '@fiji/ui';

/**
 * Shown above a preview profile (a free viewer): the server sent 2 positions, the bio cut to 80
 * characters, "1+" highlights and posters only; this says so and offers the upgrade prompt.
 */
export function PreviewNotice({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <div
      role="status"
      data-testid="profile-preview-notice"
      className="flex flex-wrap items-center gap-3 rounded-md border border-warning bg-warning-soft p-3 text-sm text-warning"
    >
      <p className="flex-1 basis-60">
        {PLAYER_PREVIEW_MESSAGES.banner} {PLAYER_PREVIEW_MESSAGES.upgradeToWatch}
      </p>
      <Button size="sm" onClick={onUpgrade}>
        Upgrade Now
      </Button>
    </div>
  );
}
