/** What the screens show for a failed call (player-side §8), the same in every area. */
import { parseApiError } from './api-client';

/**
 * The server's own message for a refusal (4xx with a message), else the screen's fallback: a network
 * failure or a server fault has nothing the user can act on ("Server error codes: not shown").
 */
export function serverMessage(error: unknown, fallback: string): string {
  const parsed = parseApiError(error);
  if (parsed.status === null || parsed.status >= 500 || !parsed.message.trim()) return fallback;
  return parsed.message;
}

/** A paywall refusal: 403 whose body says `upgradeRequired: true` (the page then shows the upgrade prompt). */
export function isUpgradeRequired(error: unknown): boolean {
  const match = /^403: ([\s\S]*)$/.exec(error instanceof Error ? error.message : '');
  if (!match) return false;
  try {
    return (JSON.parse(match[1]!) as { upgradeRequired?: unknown }).upgradeRequired === true;
  } catch {
    return false;
  }
}
