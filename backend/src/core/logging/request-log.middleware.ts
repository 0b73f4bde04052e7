import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from './json-logger';

/** One structured line per request: method, path, status, ms, userId (null when signed out). */
export function requestLogMiddleware(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
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
      });
    });
    next();
  };
}
