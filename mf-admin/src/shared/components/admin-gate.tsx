import { useEffect, type ReactNode } from 'react';
import { toast, useSession } from '@fiji/platform';

/** Admin screens: others get 'Access Denied' and a toast. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const allowed = user?.role === 'admin';
  useEffect(() => {
    if (user && !allowed) toast({ title: 'Admin access required', variant: 'destructive' });
  }, [user, allowed]);
  if (allowed) return <>{children}</>;
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-muted-foreground">Admin access required to view this page.</p>
    </section>
  );
}
