import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '@fiji/platform';
import { preloadToaster } from './toaster-slot';

/**
 * What pages beyond the landing need before their first toast: the Toaster (Radix Toast, ~12 KiB gzip)
 * is fetched on the first press or key on the page, ahead of a form's answer, not with the page itself
 * (docs/performance.md). A toast raised before that (the 401 rule) loads it on demand.
 */
export function ContentProviders({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const status = useSessionStore((s) => s.status);
  const landing = pathname === '/' && status !== 'authenticated';
  useEffect(() => {
    if (landing) return;
    const events = ['pointerdown', 'keydown'] as const;
    const load = () => {
      for (const e of events) removeEventListener(e, load, true);
      preloadToaster();
    };
    for (const e of events) addEventListener(e, load, { capture: true, passive: true });
    return () => {
      for (const e of events) removeEventListener(e, load, true);
    };
  }, [landing]);
  return <>{children}</>;
}
