import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '@fiji/contracts';
import { isSitePath, TwoFactorRequiredError } from '@fiji/platform';
import { useFormSubmit } from '@fiji/ui';
import { loginFailedToast, welcomeToast } from './auth-toasts';

/**
 * The submit of every sign-in form (demo login, sign in, sign up): DTO validation, then the call;
 * signed in, the welcome toast and the dashboard (/), or the `?next=` path of this site the visitor
 * was going to (e.g. /pricing?plan=player_pro: straight on to checkout); on failure `onError`
 * (default: the "Login Failed" toast). A right password of an account with two-factor sign-in on sets
 * `challenged`: the page then shows the code step (TwoFactorStep), which calls `finish` once signed in.
 */
export function useSignIn<T extends object>(dto: new () => T) {
  const navigate = useNavigate();
  const next = useNextPath();
  const { errors, setErrors, pending, run } = useFormSubmit(dto);
  const [challenged, setChallenged] = useState(false);
  const finish = (user: SessionUser) => {
    welcomeToast(user);
    navigate(next ?? '/');
  };
  const signIn = (
    event: FormEvent,
    values: object,
    call: () => Promise<SessionUser>,
    onError: (error: unknown) => void = loginFailedToast,
  ) => {
    event.preventDefault();
    return run(
      values,
      async () => finish(await call()),
      (error) => (error instanceof TwoFactorRequiredError ? setChallenged(true) : onError(error)),
    );
  };
  return { errors, setErrors, submitting: pending, signIn, challenged, cancelChallenge: () => setChallenged(false), finish };
}

/** The `?next=` of a sign-in page when it is a path of this site (never another origin). */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  const next = params.get('next');
  return isSitePath(next) ? next : null;
}

/** `path` carrying the current `next` on (the links between sign-in, sign-up and the demo portal). */
export const withNext = (path: string, next: string | null): string => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
