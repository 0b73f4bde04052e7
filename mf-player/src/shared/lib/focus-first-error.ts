import { useEffect, useRef } from 'react';

const FIRST_INVALID = '[aria-invalid="true"]:not(fieldset), fieldset[aria-invalid="true"] input';

/**
 * After a failed submit, moves focus to the first invalid field so keyboard and screen-reader users
 * land on the message. Call `request()` when setting errors; put `ref` on the form.
 */
export function useFocusFirstError<T>(errors: T) {
  const ref = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    ref.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  }, [errors]);
  return {
    ref,
    request: () => {
      pending.current = true;
    },
  };
}
