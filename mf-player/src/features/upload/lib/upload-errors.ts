/** Which toast a failed upload step shows, from the contracts' texts; refusals are told apart by their code. */
import { HIGHLIGHT_MESSAGES, HIGHLIGHT_TOASTS } from '@fiji/contracts';
import { ERROR_CODES } from '@fiji/contracts';
import { hasErrorCode, isUnauthorizedError, parseApiError } from '@fiji/platform';
import { UploadNetworkError } from '../api/resumable-upload';
import type { FileProblem } from './media-file';

/** The spec's test for "Network Error": no message at all, or the browser's "Failed to fetch". */
export function isNetworkFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return message.trim() === '' || message.includes('Failed to fetch') || message.includes('NetworkError');
}

const NETWORK_ERROR: FileProblem = { title: HIGHLIGHT_TOASTS.networkError, description: HIGHLIGHT_TOASTS.networkErrorDescription };

/** A refusal of the plan's media limit: the page also offers the upgrade. */
export const isPlanLimit = (error: unknown): boolean => hasErrorCode(error, ERROR_CODES.MEDIA_LIMIT_REACHED);

/** POST /api/objects/upload failed. Null for an expired login (the platform's 401 rule answers it). */
export function startFailure(error: unknown): FileProblem | null {
  if (isUnauthorizedError(error)) return null;
  if (isNetworkFailure(error)) return NETWORK_ERROR;
  const { message } = parseApiError(error);
  if (isPlanLimit(error)) return { title: HIGHLIGHT_MESSAGES.limitTitle, description: message };
  if (hasErrorCode(error, ERROR_CODES.PROFILE_REQUIRED)) return { title: HIGHLIGHT_MESSAGES.profileRequiredTitle, description: message };
  // Too many uploads open at once (OPEN_UPLOADS_MAX): the server's message says how to go on.
  if (hasErrorCode(error, ERROR_CODES.LIMIT_REACHED)) return { title: HIGHLIGHT_TOASTS.uploadFailed, description: message };
  return { title: HIGHLIGHT_TOASTS.uploadFailed, description: HIGHLIGHT_TOASTS.failedToStart };
}

/** The PUT of the file failed (after the resume attempts). */
export function sendFailure(error: unknown): FileProblem | null {
  if (error instanceof UploadNetworkError) return { title: HIGHLIGHT_TOASTS.uploadFailed, description: HIGHLIGHT_TOASTS.networkWhileUploading };
  if (isUnauthorizedError(error)) return null;
  const { status, message } = parseApiError(error);
  if (status === 413) return { title: HIGHLIGHT_MESSAGES.tooLargeTitle, description: message };
  if (status === 415) return { title: HIGHLIGHT_MESSAGES.invalidTypeTitle, description: message };
  if (status !== null && status < 500 && message) return { title: HIGHLIGHT_TOASTS.uploadFailed, description: message };
  return { title: HIGHLIGHT_TOASTS.uploadFailed, description: HIGHLIGHT_TOASTS.networkWhileUploading };
}

/** POST /api/highlights failed: Network Error, Guardian Consent Required, else the server message. */
export function createFailure(error: unknown): FileProblem | null {
  if (isUnauthorizedError(error)) return null;
  if (isNetworkFailure(error)) return NETWORK_ERROR;
  const { status, message, fieldErrors } = parseApiError(error);
  if (fieldErrors.guardianConsent || hasErrorCode(error, ERROR_CODES.GUARDIAN_CONSENT_REQUIRED))
    return { title: HIGHLIGHT_MESSAGES.guardianConsentTitle, description: HIGHLIGHT_MESSAGES.guardianConsent };
  if (isPlanLimit(error)) return { title: HIGHLIGHT_MESSAGES.limitTitle, description: message };
  const serverText = status !== null && status < 500 && message ? message : '';
  return { title: HIGHLIGHT_TOASTS.uploadFailed, description: serverText || HIGHLIGHT_TOASTS.failedToUpload };
}
