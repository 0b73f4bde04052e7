import { lazy, Suspense, useState } from 'react';
import { useShareStore } from '@fiji/platform';

// The dialog (templates, channels) is fetched the first time someone shares, not on page load.
const ShareDialogHost = lazy(() =>
  import(/* webpackChunkName: "share-dialog" */ '../share/share-dialog').then((m) => ({ default: m.ShareDialogHost })),
);

/** Mounts the site's one Share dialog once sharing has been asked for (openShare()). */
export function ShareDialogSlot() {
  const requested = useShareStore((s) => s.open);
  const [mounted, setMounted] = useState(false);
  // Stays mounted after the first open so closing can animate and reopening is instant.
  if (requested && !mounted) setMounted(true);
  if (!mounted && !requested) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialogHost />
    </Suspense>
  );
}
