/**
 * Lets non-React code (the 401 rule, logout) change route through the shell's router without
 * importing it. The shell registers router.navigate at start; before that, or in a remote running
 * standalone without registering, a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
