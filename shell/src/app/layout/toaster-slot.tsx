import { lazy, Suspense, useState } from 'react';
import { useToastStore } from '@fiji/platform';

// Radix Toast is fetched with the first toast, keeping it off the landing page's critical path.
const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './toaster'));

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
