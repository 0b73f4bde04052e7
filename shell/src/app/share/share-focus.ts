/**
 * Where focus goes when the Share dialog closes. Radix returns focus only to a Dialog.Trigger, and
 * the Share dialog has none (it is opened through the share store from anywhere), so the dialog
 * remembers the element focused when it opened. A menu item is gone by then (its menu closed in the
 * same click), so a ShareButton menu item names its menu's trigger instead.
 */
let pending: HTMLElement | null = null;

/** Called by a menu item that opens the dialog: remember the trigger of the menu it sits in. */
export function rememberMenuTrigger(item: EventTarget | null): void {
  const menu = item instanceof HTMLElement ? item.closest('[role="menu"]') : null;
  const triggerId = menu?.getAttribute('aria-labelledby');
  pending = triggerId ? document.getElementById(triggerId) : null;
}

/** Called as the dialog opens (before it moves focus): the element to return focus to on close. */
export function captureReturnFocus(): HTMLElement | null {
  const active = document.activeElement;
  const el = pending ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  pending = null;
  return el;
}
