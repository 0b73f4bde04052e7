import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast, useSession } from '@fiji/platform';
import { buttonVariants } from '@fiji/ui';

/**
 * Admin screens: others get 'Access Denied' and a toast. An admin without two-factor sign-in is sent
 * to Profile Settings to set it up first (the server refuses every /api/admin call until then).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const allowed = user?.role === 'admin';
  useEffect(() => {
    if (user && !allowed) toast({ title: 'Admin access required', variant: 'destructive' });
  }, [user, allowed]);
  if (allowed && user.twoFactorEnabled) return <>{children}</>;
  if (allowed) {
    return (
      <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Set up two-factor sign-in</h1>
        <p className="text-muted-foreground">Admins must turn on two-factor sign-in before the admin console opens.</p>
        <Link to="/profile" className={buttonVariants()}>
          Go to Profile Settings
        </Link>
      </section>
    );
  }
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-muted-foreground">Admin access required to view this page.</p>
    </section>
  );
}
