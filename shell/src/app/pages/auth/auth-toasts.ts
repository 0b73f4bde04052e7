import type { SessionUser } from '@fiji/contracts';
import { toast } from '@fiji/platform';

/** Success toast of every sign-in (demo login). */
export const welcomeToast = (user: Pick<SessionUser, 'firstName' | 'lastName'>) =>
  toast({ title: 'Welcome!', description: `Logged in as ${user.firstName} ${user.lastName}` });

/** Failure toast of every sign-in: a non-OK answer means invalid credentials. */
export const loginFailedToast = () =>
  toast({ title: 'Login Failed', description: 'Please check your credentials and try again.', variant: 'destructive' });
