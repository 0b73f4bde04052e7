import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  httpFromDatabaseError,
  isDatabaseUnavailable,
  OutageLog,
} from './database-errors';
import { ERROR_CODES, defaultErrorCode } from './error-codes';
import { requestIdOf } from '../logging/request-log.middleware';

/**
 * The one error body of the API: `{ statusCode, code, message, errors?, requestId }`.
 * `code` is stable (libs/contracts ERROR_CODES; by status when the thrower gave none); `requestId` is
 * the X-Request-Id of the response and of its log line, so a screenshot of an error can be traced
 * (docs/security.md). It differs per request, so a hidden object still answers like a missing one.
 */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string | string[];
  errors?: Record<string, string>;
  requestId?: string;
  /** When set, also sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

/** One per process: every app instance in it shares the database, so one outage report per interval. */
const databaseOutage = new OutageLog((message) => new Logger('Database').error(message));

/** Turns anything thrown in a request into the JSON error body; unexpected errors are logged as 500. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const body = this.toBody(exception, req);
    if (res.headersSent) {
      res.end();
      return;
    }
    // Every response carries X-Request-Id; every error body names it too, for the user to quote.
    const requestId = requestIdOf(req);
    if (requestId) body.requestId = requestId;
    if (body.code === ERROR_CODES.SERVICE_UNAVAILABLE && body.retryAfterSeconds === undefined) body.retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
    if (typeof body.retryAfterSeconds === 'number') res.setHeader('Retry-After', String(body.retryAfterSeconds));
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, req: Request): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return { statusCode: status, code: defaultErrorCode(status), message: response };
      const r = response as { message?: string | string[]; errors?: Record<string, string>; code?: unknown };
      // Extra keys a service put on purpose (upgradeRequired, nextFollowUpAt) pass through; Nest's default `error` does not.
      const { statusCode: _s, message: _m, errors: _e, error: _n, code: _c, ...extra } = response as Record<string, unknown>;
      const code = typeof r.code === 'string' ? r.code : defaultErrorCode(status, !!r.errors);
      const body: ErrorBody = { ...extra, statusCode: status, code, message: r.message ?? exception.message };
      if (r.errors) body.errors = r.errors;
      return body;
    }
    // PostgreSQL (TypeORM or the session store) unreachable: the request was fine, retry later. Logged once per interval.
    if (isDatabaseUnavailable(exception)) {
      databaseOutage.report(exception);
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, code: ERROR_CODES.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
    }
    // Errors raised by Express middleware (body-parser: malformed JSON, payload too large).
    const status = (exception as { status?: number; statusCode?: number } | null)?.status ??
      (exception as { statusCode?: number } | null)?.statusCode;
    const expose = (exception as { expose?: boolean } | null)?.expose;
    if (typeof status === 'number' && status >= 400 && status < 500 && expose !== false) {
      return { statusCode: status, code: defaultErrorCode(status), message: (exception as Error).message || HttpStatus[status] || 'Bad Request' };
    }
    const mapped = httpFromDatabaseError(exception);
    if (mapped) return { statusCode: mapped.status, code: defaultErrorCode(mapped.status), message: mapped.message };
    this.logger.error(
      { msg: `${req.method} ${req.originalUrl ?? req.url} failed: ${(exception as Error)?.message ?? String(exception)}`, requestId: requestIdOf(req) ?? null },
      (exception as Error)?.stack,
    );
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: ERROR_CODES.INTERNAL, message: 'Internal server error' };
  }
}
