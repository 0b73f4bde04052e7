/**
 * Stable, machine-readable `code`s of the gateway's own error bodies
 * (`{ statusCode, code, message, errors? }`). Clients branch on the code, never on the message text.
 */
export const ERROR_CODES = {
  /** A string in the body, query or a multipart field is not valid Unicode (lone surrogate, bytes that are not UTF-8). */
  INVALID_UNICODE: 'INVALID_UNICODE',
  /** PostgreSQL (or the session store on it) cannot be reached: retry after `Retry-After` seconds. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** A request body did not arrive within the body timeout. */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
