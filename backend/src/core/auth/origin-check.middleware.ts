import type { NextFunction, Request, Response } from 'express';
import { AUTH_MESSAGES } from '@fiji/contracts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request must come from the
 * server's own host (Origin, else Referer) or from an origin in CORS_ORIGINS / PUBLIC_URL.
 * Requests with neither header and no browser Sec-Fetch-Site marker (curl, supertest, server
 * clients, which hold no victim's cookie) are allowed; a browser always sends one of them.
 */
export function originCheckMiddleware(allowedOrigins: readonly string[]) {
  const allowedHosts = new Set(allowedOrigins.map(hostOf).filter((h): h is string => !!h));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE.has(req.method)) return next();
    const own = (req.headers.host ?? '').toLowerCase();
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    const source = origin && origin !== 'null' ? origin : referer;
    let allowed: boolean;
    if (source) {
      const host = hostOf(source);
      allowed = !!host && (host === own || allowedHosts.has(host));
    } else if (origin === 'null') {
      allowed = false; // sandboxed or opaque origins
    } else {
      const site = req.headers['sec-fetch-site'];
      allowed = site === undefined || site === 'same-origin' || site === 'none';
    }
    if (allowed) return next();
    res.status(403).json({ statusCode: 403, message: AUTH_MESSAGES.crossSite });
  };
}
