import { lazy, Suspense, useState } from 'react';
import { useToastStore } from '@fiji/platform';

// Radix Toast is fetched with the first toast, keeping it off the landing page's critical path.
const loadToaster = () => import(/* webpackChunkName: "toaster" */ './toaster');
const Toaster = lazy(loadToaster);

/** Fetches the Toaster ahead of the first toast (pages other than the landing call this). */
export const preloadToaster = (): void => void loadToaster().catch(() => undefined);

/** Mounts @fiji/ui's Toaster (which renders the platform toast store) once there is a toast. */
export function ToasterSlot() {
  const hasToasts = useToastStore((s) => s.toasts.length > 0);
  const [mounted, setMounted] = useState(false);
  if (hasToasts && !mounted) setMounted(true);
  if (!mounted && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
