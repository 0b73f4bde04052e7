/** The one list of error codes lives in libs/contracts (clients branch on it); re-exported for the gateway. */
export { ERROR_CODES, defaultErrorCode, type ErrorCode } from '@fiji/contracts';
