import { lazy, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '@fiji/platform';
import { preloadToaster } from './toaster-slot';

const TooltipLayer = lazy(() => import(/* webpackChunkName: "tooltip-layer" */ './tooltip-layer'));

/**
 * Providers that only pages beyond the landing need (Radix Tooltip, ~15 KiB). The signed-out
 * landing renders without them; every other page waits for them (inside the layout's Suspense).
 */
export function ContentProviders({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const status = useSessionStore((s) => s.status);
  const landing = pathname === '/' && status !== 'authenticated';
  // Forms and the 401 rule show toasts: have the Toaster ready on every page but the landing.
  useEffect(() => {
    if (!landing) preloadToaster();
  }, [landing]);
  if (landing) return <>{children}</>;
  return <TooltipLayer>{children}</TooltipLayer>;
}
