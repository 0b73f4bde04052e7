/**
 * The stable `code` of every non-2xx API body (`{ statusCode, code, message, errors?, requestId? }`).
 * Clients branch on the code, never on the message text (which follows the spec and may change).
 */
export const ERROR_CODES = {
  // Generic, by status, when nothing more specific applies.
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  // Input.
  INVALID_UNICODE: 'INVALID_UNICODE',
  // Sign-in.
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  BUSY: 'BUSY',
  DEMO_LOGIN_DISABLED: 'DEMO_LOGIN_DISABLED',
  CROSS_SITE_REFUSED: 'CROSS_SITE_REFUSED',
  SHUTTING_DOWN: 'SHUTTING_DOWN',
  // Product rules.
  PLAYER_NOT_FOUND: 'PLAYER_NOT_FOUND',
  PROFILE_REQUIRED: 'PROFILE_REQUIRED',
  UPGRADE_REQUIRED: 'UPGRADE_REQUIRED',
  MEDIA_LIMIT_REACHED: 'MEDIA_LIMIT_REACHED',
  GUARDIAN_CONSENT_REQUIRED: 'GUARDIAN_CONSENT_REQUIRED',
  LIMIT_REACHED: 'LIMIT_REACHED',
  CONTACT_COOLDOWN: 'CONTACT_COOLDOWN',
  DEMO_ACCOUNT_LOCKED: 'DEMO_ACCOUNT_LOCKED',
  // Billing.
  MINOR_CANNOT_PAY: 'MINOR_CANNOT_PAY',
  CHECKOUT_CLOSED: 'CHECKOUT_CLOSED',
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  SEATS_FULL: 'SEATS_FULL',
  /** Verification Fast Track refused: the player's verification is not pending (verified or rejected). */
  VERIFICATION_NOT_PENDING: 'VERIFICATION_NOT_PENDING',
  /** Verification Fast Track refused: one was already bought for this verification. */
  ALREADY_FAST_TRACKED: 'ALREADY_FAST_TRACKED',
  // Admin console.
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  NOT_PENDING: 'NOT_PENDING',
  NOT_VERIFIABLE: 'NOT_VERIFIABLE',
  // Two-factor sign-in.
  TWO_FACTOR_SETUP_REQUIRED: 'TWO_FACTOR_SETUP_REQUIRED',
  TWO_FACTOR_INVALID_CODE: 'TWO_FACTOR_INVALID_CODE',
  TWO_FACTOR_NOT_PENDING: 'TWO_FACTOR_NOT_PENDING',
  TWO_FACTOR_ALREADY_ENABLED: 'TWO_FACTOR_ALREADY_ENABLED',
  TWO_FACTOR_NOT_ENABLED: 'TWO_FACTOR_NOT_ENABLED',
  // Jobs page.
  JOB_NOT_FAILED: 'JOB_NOT_FAILED',
  // Mentoring bookings.
  SLOT_TAKEN: 'SLOT_TAKEN',
  SESSION_OVERLAP: 'SESSION_OVERLAP',
  MENTOR_NOT_VERIFIED: 'MENTOR_NOT_VERIFIED',
  /** The mentor does not hold Mentor Pro (session booking), so takes no new bookings (docs/mentoring.md). */
  MENTOR_NOT_TAKING_BOOKINGS: 'MENTOR_NOT_TAKING_BOOKINGS',
  SESSION_STATE: 'SESSION_STATE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The code of a status when the thrower gave none. */
export function defaultErrorCode(status: number, hasFieldErrors = false): ErrorCode {
  switch (status) {
    case 400:
      return hasFieldErrors ? ERROR_CODES.VALIDATION_FAILED : ERROR_CODES.BAD_REQUEST;
    case 401:
      return ERROR_CODES.UNAUTHENTICATED;
    case 403:
      return ERROR_CODES.FORBIDDEN;
    case 404:
      return ERROR_CODES.NOT_FOUND;
    case 408:
      return ERROR_CODES.REQUEST_TIMEOUT;
    case 409:
      return ERROR_CODES.CONFLICT;
    case 413:
      return ERROR_CODES.PAYLOAD_TOO_LARGE;
    case 415:
      return ERROR_CODES.UNSUPPORTED_MEDIA_TYPE;
    case 429:
      return ERROR_CODES.RATE_LIMITED;
    case 503:
      return ERROR_CODES.SERVICE_UNAVAILABLE;
    default:
      return status >= 500 ? ERROR_CODES.INTERNAL : ERROR_CODES.BAD_REQUEST;
  }
}

/** The code of an API error body, if it has one (clients: branch on this). */
export function errorCodeOf(body: unknown): string | undefined {
  return body !== null && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string'
    ? (body as { code: string }).code
    : undefined;
}
