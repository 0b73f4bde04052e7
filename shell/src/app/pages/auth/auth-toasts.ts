import type { SessionUser } from '@fiji/contracts';
import { toast } from '@fiji/platform';

/** Success toast of every sign-in (player-side §2 demo login). */
export const welcomeToast = (user: Pick<SessionUser, 'firstName' | 'lastName'>) =>
  toast({ title: 'Welcome!', description: `Logged in as ${user.firstName} ${user.lastName}` });

/** Failure toast of every sign-in (player-side §8): a non-OK answer means invalid credentials. */
export const loginFailedToast = () =>
  toast({ title: 'Login Failed', description: 'Please check your credentials and try again.', variant: 'destructive' });
