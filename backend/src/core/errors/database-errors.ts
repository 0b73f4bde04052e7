import { HttpStatus } from '@nestjs/common';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';

/**
 * Maps database errors caused by a request's input to 4xx (never 500): PostgreSQL SQLSTATEs of
 * class 22 (bad data: invalid uuid/date/number, too long) and 23 (constraint violations).
 */
export function httpFromDatabaseError(error: unknown): { status: number; message: string } | null {
  if (error instanceof EntityNotFoundError) return { status: HttpStatus.NOT_FOUND, message: 'Not Found' };
  if (!(error instanceof QueryFailedError)) return null;
  const code = (error.driverError as { code?: string } | undefined)?.code ?? (error as { code?: string }).code;
  switch (code) {
    case '23505':
      return { status: HttpStatus.CONFLICT, message: 'Already exists' };
    case '23503':
      return { status: HttpStatus.NOT_FOUND, message: 'Related record not found' };
    case '23502':
    case '23514':
    case '23P01':
      return { status: HttpStatus.BAD_REQUEST, message: 'Invalid input' };
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
    case '22023':
    case '22004':
    case '2201X':
    case '2201W':
      return { status: HttpStatus.BAD_REQUEST, message: 'Invalid input' };
    default:
      return code?.startsWith('22') ? { status: HttpStatus.BAD_REQUEST, message: 'Invalid input' } : null;
  }
}

/** Socket-level failures reaching PostgreSQL (the pg driver, the pool, the session store). */
const UNREACHABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * SQLSTATEs that mean the server is going away or not accepting work: admin/crash shutdown, cannot
 * connect now (starting up, recovery), too many connections, connection failures (class 08).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300', '53400']);
const UNAVAILABLE_MESSAGE_RE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)|Cannot use a pool after calling end on the pool|Client was closed and is not queryable/i;

/**
 * True when an error means PostgreSQL cannot be reached or is not accepting work right now (the
 * request itself is fine: retrying later works). Walks TypeORM's driverError, `cause` and an
 * AggregateError's `errors` (Node tries each address of "localhost").
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code && (UNREACHABLE_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE_RE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * Logs a database outage once per interval instead of once per failed request (a stack per
 * request was megabytes a second): the first failure, then at most one line per interval with
 * how many requests were refused meanwhile.
 */
export class OutageLog {
  private lastLoggedAt = -Infinity;
  private suppressed = 0;

  constructor(
    private readonly write: (message: string) => void,
    private readonly intervalMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  report(error: unknown): void {
    const t = this.now();
    if (t - this.lastLoggedAt < this.intervalMs) {
      this.suppressed++;
      return;
    }
    const reason = describe(error);
    const extra = this.suppressed > 0 ? ` (${this.suppressed} more requests answered 503 since the last report)` : '';
    this.lastLoggedAt = t;
    this.suppressed = 0;
    this.write(`database unavailable: ${reason}; answering 503 with Retry-After${extra}`);
  }
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; driverError?: { message?: unknown }; errors?: Array<{ message?: unknown }> } | null;
  const message =
    (typeof e?.message === 'string' && e.message) ||
    (typeof e?.driverError?.message === 'string' && e.driverError.message) ||
    (Array.isArray(e?.errors) && typeof e.errors[0]?.message === 'string' && e.errors[0].message) ||
    String(error);
  return typeof e?.code === 'string' && !message.includes(e.code) ? `${e.code} ${message}` : message;
}
