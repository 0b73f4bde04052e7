import { create } from 'zustand';
import type { SessionUser } from '@fiji/contracts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** Why the user is signed out: guards do not treat a deliberate logout as an expired login. */
export type SignedOutReason = 'unknown' | 'logout';

type SessionState = {
  user: SessionUser | null;
  status: SessionStatus;
  signedOutReason: SignedOutReason;
  /** A user means authenticated (the current-user call returned a record). */
  setUser: (user: SessionUser | null, reason?: SignedOutReason) => void;
};

/** Who is signed in. One store for the shell and every remote (MF singleton). */
export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  status: 'loading',
  signedOutReason: 'unknown',
  setUser: (user, reason = 'unknown') =>
    set({ user, status: user ? 'authenticated' : 'anonymous', signedOutReason: user ? 'unknown' : reason }),
}));

/** Component hook: the user plus convenient flags. */
export function useSession() {
  const user = useSessionStore((s) => s.user);
  const status = useSessionStore((s) => s.status);
  return { user, status, isLoading: status === 'loading', isAuthenticated: status === 'authenticated' };
}
