import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '@fiji/platform';

const TooltipLayer = lazy(() => import(/* webpackChunkName: "tooltip-layer" */ './tooltip-layer'));

/**
 * Providers that only pages beyond the landing need (Radix Tooltip, ~15 KiB). The signed-out
 * landing renders without them; every other page waits for them (inside the layout's Suspense).
 */
export function ContentProviders({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const status = useSessionStore((s) => s.status);
  if (pathname === '/' && status !== 'authenticated') return <>{children}</>;
  return <TooltipLayer>{children}</TooltipLayer>;
}
