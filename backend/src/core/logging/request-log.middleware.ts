import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from './json-logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's own id is kept when it looks like one (a load balancer's), so traces line up across hops. */
const INCOMING_ID = /^[\w.:-]{8,128}$/;

/** The request's id: set by requestLogMiddleware before anything else runs. */
export const requestIdOf = (req: Request): string | undefined => (req as Request & { id?: string }).id;

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v);

/**
 * Gives every request an id (the X-Request-Id response header, the log line, and every 4xx/5xx JSON
 * body, so a user's screenshot of an error can be traced: docs/security.md "Tracing an error report")
 * and writes one structured line per request: method, path, status, ms, userId (null when signed out),
 * requestId. The line is `info` (LOG_LEVEL=info or debug), except a 5xx, which is `error` and so is
 * written at every level but silent.
 *
 * Error bodies written by middleware (Origin check, body parsers and timeouts, uploads, 416, health)
 * get `requestId` here, in `res.json`, so no refusal can leave it out; the exception filter sets it too.
 */
export function requestLogMiddleware(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    (req as Request & { id?: string }).id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    const json = res.json.bind(res);
    res.json = (body?: unknown) => json(res.statusCode >= 400 && isPlainObject(body) && body.requestId === undefined ? { ...body, requestId: id } : body);
    if (!logger.enabled('error')) return next();
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.enabled(level)) return;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const user = req.user as { id?: string } | undefined;
      logger.write(level, 'request', {
        method: req.method,
        path: (req.originalUrl ?? req.url).split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        userId: user?.id ?? null,
        requestId: id,
      });
    });
    next();
  };
}
