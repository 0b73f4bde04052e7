import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '@fiji/contracts';

/** The first invalid control: a field, or an input inside an invalid group (radio group). */
const FIRST_INVALID = '[aria-invalid="true"], [aria-invalid="true"] input';

/**
 * Field errors of a form whose failed submit moves focus to the first invalid field (public forms):
 * `showErrors` sets errors and focuses; `setErrors` only sets them. Put `formRef` on the <form>.
 */
export function useFocusedErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  }, [errors]);

  const showErrors = (next: FieldErrors) => {
    focusError.current = true;
    setErrors(next);
  };
  return { formRef, errors, setErrors, showErrors };
}
