/** The one focus style every interactive component uses (visible on keyboard focus only). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
