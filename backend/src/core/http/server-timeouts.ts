import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { ERROR_CODES } from '../errors/error-codes';
import { RAW_BODY_PREFIX } from './body-parsers';

export const BODY_TIMEOUT_MESSAGE = 'The request body took too long to arrive';

/**
 * Timeouts that close slow-drip and idle connections without cutting uploads:
 * - headers must arrive within HTTP_HEADERS_TIMEOUT_MS (Node answers 408 and closes; checked every
 *   quarter of it, at most every 5 s, instead of Node's 30 s);
 * - a connection with no bytes in either direction for HTTP_IDLE_TIMEOUT_MS is closed (an upload or a
 *   download that keeps moving never is; a stalled upload resumes from the server's offset);
 * - an idle keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS;
 * - no whole-request limit (requestTimeout = 0): a 2 GB upload over a slow link takes hours. Small
 *   bodies are bounded by bodyTimeoutMiddleware instead.
 * Applied before listen (the connection checker starts on 'listening').
 */
export function applyServerTimeouts(server: Server, config: AppConfig): void {
  server.requestTimeout = 0;
  server.headersTimeout = config.httpHeadersTimeoutMs;
  server.keepAliveTimeout = config.httpKeepAliveTimeoutMs;
  server.setTimeout(config.httpIdleTimeoutMs); // no 'timeout' listener: the socket is destroyed
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    100,
    Math.min(5_000, Math.floor(config.httpHeadersTimeoutMs / 4)),
  );
}

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * A JSON or form body must arrive whole within `ms` of the request's start; otherwise 408
 * REQUEST_TIMEOUT and the connection is closed (a slow drip that resets the idle timeout with a byte
 * at a time would otherwise hold it forever). Upload URLs and multipart bodies are exempt: they are
 * large on slow links, stream to storage, and are bounded by the idle timeout and their size limits.
 */
export function bodyTimeoutMiddleware(ms: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!hasBody(req) || req.complete || req.path.startsWith(RAW_BODY_PREFIX) || /^multipart\//i.test(req.headers['content-type'] ?? '')) {
      return next();
    }
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      res.setHeader('Connection', 'close');
      res.on('finish', () => req.socket.destroySoon());
      res.status(408).json({ statusCode: 408, code: ERROR_CODES.REQUEST_TIMEOUT, message: BODY_TIMEOUT_MESSAGE });
    }, ms);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
    res.once('finish', done);
    next();
  };
}
