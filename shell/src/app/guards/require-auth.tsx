import { useEffect, type ReactNode } from 'react';
import { handleUnauthorized, useSessionStore } from '@fiji/platform';
import { PageSpinner } from '../components/page-spinner';

/**
 * Signed-in-only screens: once the session check has finished without a user, the
 * spec's destructive toast, then /demo-login after 500 ms. A deliberate logout just leaves.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const reason = useSessionStore((s) => s.signedOutReason);

  useEffect(() => {
    if (status === 'anonymous' && reason !== 'logout') handleUnauthorized();
  }, [status, reason]);

  if (status === 'authenticated') return <>{children}</>;
  if (status === 'loading') return <PageSpinner />;
  return <PageSpinner label="Redirecting to sign in..." />;
}
