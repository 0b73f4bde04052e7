/** What the screens show for a failed call, the same in every area. */
import { ERROR_CODES, type ErrorCode } from '@fiji/contracts';
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

/** A paywall refusal (code UPGRADE_REQUIRED): the page then shows the upgrade prompt. */
export function isUpgradeRequired(error: unknown): boolean {
  return parseApiError(error).code === ERROR_CODES.UPGRADE_REQUIRED;
}

/** Whether a failed call was refused with `code` (clients branch on codes, never on message text). */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return parseApiError(error).code === code;
}
