import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@fiji/ui';

/**
 * The "Otherwise" answer of a screen the viewer may not use. `action` picks the
 * spec's button (Back to Home, or Login to /demo-login); `extra` adds a pointer elsewhere.
 */
export function AccessDenied({
  message,
  action = 'home',
  extra,
}: {
  message: string;
  action?: 'home' | 'login';
  extra?: ReactNode;
}) {
  return (
    <section role="alert" data-testid="access-denied" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-muted-foreground">{message}</p>
      {extra}
      {action === 'login' ? (
        <Link to="/demo-login" className={buttonVariants()}>
          Login
        </Link>
      ) : (
        <Link to="/" className={buttonVariants()}>
          Back to Home
        </Link>
      )}
    </section>
  );
}
