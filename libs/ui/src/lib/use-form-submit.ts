import { useState } from 'react';
import { validateForm, type FieldErrors } from '@fiji/contracts';

/**
 * The submit flow of a form (sign-in pages, account and watchlist dialogs): validate with the DTO class
 * the server validates with (@fiji/contracts) and put its messages on the fields; when valid, run the
 * call while `pending`; a failure goes to the form's own `onError`.
 */
export function useFormSubmit<T extends object>(dto: new () => T) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const run = async (values: object, call: () => Promise<void>, onError: (error: unknown) => void) => {
    const found = validateForm(dto, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await call();
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };
  return { errors, setErrors, pending, run };
}
