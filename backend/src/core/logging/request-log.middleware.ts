import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from './json-logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's own id is kept when it looks like one (a load balancer's), so traces line up across hops. */
const INCOMING_ID = /^[\w.:-]{8,128}$/;

/** The request's id: set by requestLogMiddleware before anything else runs. */
export const requestIdOf = (req: Request): string | undefined => (req as Request & { id?: string }).id;

/**
 * Gives every request an id (the X-Request-Id response header, the log line, and 5xx bodies, so a
 * user's screenshot of an error can be traced) and writes one structured line per request: method,
 * path, status, ms, userId (null when signed out), requestId.
 */
export function requestLogMiddleware(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    (req as Request & { id?: string }).id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (!logger.enabled('info')) return next();
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const user = req.user as { id?: string } | undefined;
      logger.write(res.statusCode >= 500 ? 'error' : 'info', 'request', {
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
