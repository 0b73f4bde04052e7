import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@fiji/contracts';
import { useFormSubmit } from '@fiji/ui';
import { loginFailedToast, welcomeToast } from './auth-toasts';

/**
 * The submit of every sign-in form (demo login, sign in, sign up): DTO validation, then the call;
 * signed in, the welcome toast and the dashboard (/); on failure `onError` (default: the
 * "Login Failed" toast).
 */
export function useSignIn<T extends object>(dto: new () => T) {
  const navigate = useNavigate();
  const { errors, setErrors, pending, run } = useFormSubmit(dto);
  const signIn = (
    event: FormEvent,
    values: object,
    call: () => Promise<SessionUser>,
    onError: (error: unknown) => void = loginFailedToast,
  ) => {
    event.preventDefault();
    return run(
      values,
      async () => {
        const user = await call();
        welcomeToast(user);
        navigate('/');
      },
      onError,
    );
  };
  return { errors, setErrors, submitting: pending, signIn };
}
